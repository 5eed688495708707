import { createTestApp, type TestApp } from 'api/testing';
import { makeFixture, removeFixture, siteTestApp, writeFixtureFile } from './fixture';
import { serveSite } from '../src/serve';

// What a browser without scripts gets from the forms posted to pages: the account's forms are the
// page's route's to run (the renderer runs their actions; the e2e suite covers them with the real
// server render), every cookie is Secure on an https site whichever path set it, one Set-Cookie per
// cookie, and no redirect leaves the site whatever path the request named.

let t: TestApp;
let https: TestApp;

beforeAll(async () => {
  t = await siteTestApp();
  // The site's public origin is https; the server itself is reached over plain HTTP on the machine
  // (a proxy in front ends TLS), as in production.
  https = await siteTestApp({ siteUrl: 'https://www.sidlo.example' });
});

afterAll(async () => {
  await t.close();
  await https.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const post = (app: TestApp, url: string, fields: Record<string, string>, cookie?: string) =>
  app.app.inject({
    method: 'POST',
    url,
    payload: form(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
  });

const setCookies = (res: { headers: Record<string, unknown> }): string[] =>
  ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);

/** Logs the demo user in through the JSON login; the browser's `sid` cookie (name=value). */
async function logIn(app: TestApp): Promise<string> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'demo@example.com', password: 'demo-password' },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(res.statusCode).toBe(200);
  return setCookies(res)
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
}

const me = (app: TestApp, cookie: string) =>
  app.app.inject({ method: 'GET', url: '/api/me', headers: { cookie, 'sec-fetch-site': 'same-origin' } });

describe('sessions without scripts', () => {
  it.each([
    ['/prihlaseni', { form: 'login', email: 'demo@example.com', password: 'demo-password' }],
    ['/muj-ucet', { form: 'logout' }],
    ['/en/my-account', { form: 'end-all' }],
    ['/muj-ucet', { form: 'end-session', session: '1' }],
    ['/muj-ucet', { form: 'password', current_password: 'x', new_password: 'nove-heslo-1234' }],
  ])('hands a form posted to %s to the page route, which alone acts on it (%j)', async (path, fields) => {
    const sid = await logIn(t);
    // These builds have no server render: no route runs the form, the visitor is told so, and the
    // session is as it was (no table of the server's acts on it any more).
    const res = await post(t, path, fields, sid);
    expect(res.statusCode).toBe(503);
    expect(setCookies(res)).toEqual([]);
    expect((await me(t, sid)).statusCode).toBe(200);
  });
});

/**
 * A stand-in for the shell's server build whose page route runs a posted login form as the shell's
 * does: its API call goes in-process with the post's headers (and the visitor's cookies), and the
 * answer is the 303 with the cookies the call set.
 */
const LOGIN_RENDERER = `exports.createRenderer = async (options) => ({
  setRemotes() {},
  headScript: '',
  async render(path, origin, cookies, posted) {
    const fields = Object.fromEntries(posted.fields);
    const answer = await options.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...posted.headers, ...(cookies ? { cookie: cookies } : {}) },
      payload: JSON.stringify({ email: fields.email, password: fields.password }),
    });
    const set = answer.headers['set-cookie'];
    return {
      status: 303, redirect: '/en/my-account', locale: 'en', modules: [], private: true,
      state: { stores: {}, resources: {} },
      form: { setCookies: [].concat(set || []), events: [] },
      pipe(destination) { destination.end(); },
    };
  },
});\n`;

describe("a form's in-process calls on the server", () => {
  it("are the visitor's browser's: a login answers 303 with the session and the device cookie", async () => {
    const root = makeFixture();
    writeFixtureFile(root, 'shell/dist/server/server.js', LOGIN_RENDERER);
    const app = await createTestApp({}, { extend: (app) => serveSite(app, { siteRoot: root }) });
    try {
      const fields = { form: 'login', email: 'demo@example.com', password: 'demo-password' };
      const res = await post(app, '/en/login', fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/en/my-account');
      const names = setCookies(res).map((cookie) => cookie.split('=')[0]);
      expect(names).toEqual(expect.arrayContaining(['sid', 'login-device']));
      expect(setCookies(res).find((c) => c.startsWith('sid='))).toMatch(/; HttpOnly; SameSite=Lax/);
    } finally {
      await app.close();
      removeFixture(root);
    }
  });
});

describe('cookies on an https site', () => {
  it("sets the session cookie Secure from the JSON login (the login form is its page route's: the e2e suite)", async () => {
    const json = await https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'demo-password' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(setCookies(json).find((c) => c.startsWith('sid='))).toMatch(/; Secure$/);
  });

  it("sets the cookie a form posted to a page changes Secure (the preview badge's, which the server answers itself)", async () => {
    const res = await post(https, '/en/contact', { form: 'preview-off' });
    expect(res.statusCode).toBe(303);
    expect(setCookies(res)).toEqual([
      expect.stringMatching(/^remote-preview=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax; Secure$/),
    ]);
  });

  it('leaves Secure off on plain HTTP on the machine itself when the site is not https', async () => {
    const res = await post(t, '/en/contact', { form: 'preview-off' });
    const cookies = setCookies(res);
    expect(cookies.length).toBe(1);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/);
  });
});

describe('redirects stay on the site', () => {
  const offSite = (location: unknown) => typeof location !== 'string' || !/^\/(?![/\\])/.test(location);

  it.each(['//x//evil.example/p?preview=off', '/\\evil.example/p?preview=off', '//evil.example/?preview=off'])(
    'GET %s redirects to a path of this site',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect([301, 303]).toContain(res.statusCode);
      expect(offSite(res.headers.location)).toBe(false);
    },
  );

  it.each(['//x//evil.example/p', '/\\/evil.example/p', '//evil.example/p/'])(
    'a form the server answers itself, posted to %s, comes back to a path of this site',
    async (url) => {
      const res = await post(t, url, { form: 'preview-off' });
      expect(res.statusCode).toBe(303);
      expect(offSite(res.headers.location)).toBe(false);
    },
  );

  it('a trailing slash after leading slashes redirects to a path of this site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//evil.example/kontakt/' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/evil.example/kontakt');
  });
});
