import { siteTestApp, writeFixtureFile } from './fixture';

// A form the server acted on (sent before or without scripts) names, in a short-lived cookie on its
// 303, what the scripts would have pushed to the dataLayer, for the next page's scripts to push.

/**
 * A stand-in for the shell's server build: the page's route ran the posted form's action, which
 * succeeded with the dataLayer events the post names (`events`, comma-separated).
 */
const RENDERER_OF_EVENTS = `exports.createRenderer = async () => ({
  setRemotes() {},
  headScript: '',
  async render(path, origin, cookies, posted) {
    const named = posted.fields.find(([name]) => name === 'events');
    const events = named ? named[1].split(',').map((event) => ({ event })) : [];
    return {
      status: 303, redirect: path, locale: 'cs', modules: [], private: true,
      state: { stores: {}, resources: {} },
      form: { setCookies: [], events },
      pipe(destination) { destination.end(); },
    };
  },
});\n`;

let t: Awaited<ReturnType<typeof siteTestApp>>;

beforeAll(async () => {
  t = await siteTestApp();
  writeFixtureFile(t.root, 'shell/dist/server/server.js', RENDERER_OF_EVENTS);
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
  });

/** The answer's `form-events` cookies. */
const formEvents = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .filter((cookie) => cookie.startsWith('form-events='));

describe('the events of a form the server acted on', () => {
  it('name what the action reported in one short-lived cookie scripts can read', async () => {
    const res = await post('/en/contact', { form: 'newsletter', events: 'newsletter_sent' });
    expect(res.statusCode).toBe(303);
    expect(formEvents(res)).toEqual(['form-events=newsletter_sent; Max-Age=120; Path=/; SameSite=Lax']);
  });

  it('a form adds its events after those the browser still holds', async () => {
    const res = await post(
      '/en/contact',
      { form: 'newsletter', events: 'newsletter_sent' },
      { cookie: 'form-events=newsletter_sent' },
    );
    expect(res.statusCode).toBe(303);
    expect(formEvents(res)).toEqual(['form-events=newsletter_sent~newsletter_sent; Max-Age=120; Path=/; SameSite=Lax']);
  });

  it('a form that reported nothing names nothing', async () => {
    const res = await post('/en/contact', { form: 'newsletter' });
    expect(res.statusCode).toBe(303);
    expect(formEvents(res)).toEqual([]);
  });

  it('is Secure wherever the site is not plain HTTP on the machine itself', async () => {
    const res = await post(
      '/en/contact',
      { form: 'newsletter', events: 'newsletter_sent' },
      { host: 'www.example.cz' },
    );
    expect(formEvents(res)).toEqual([expect.stringMatching(/; SameSite=Lax; Secure$/)]);
  });
});
