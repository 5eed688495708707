import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from 'api/testing';
import { makeFixture, removeFixture } from './fixture';
import { slotOf, SHELL_SINGLETONS, writeFormsRelease, writeShell } from './release-fixture';
import { serveSite } from '../src/serve';

/**
 * A preview in the real site: `?preview=mf-forms@<version>` shows one staff member's browser (a
 * session cookie) a released version of a remote composed with everything else live, in its server
 * render and in its `/remotes.json`; no cache keeps such a page; only releases the server holds
 * that pass the compatibility gate can be previewed, only by a staff session, and never from a link
 * on another site; the badge's form or `?preview=off` ends it.
 */

const LIVE = '1.0.0-abc1234';
const NEXT = '1.1.0-def5678+dirty.0123abcd';
const OTHER_REACT = '1.2.0-0a0b0c0';
const cookieOf = (version: string) => `remote-preview=${encodeURIComponent(`mf-forms@${version}`)}`;

let root: string;
let t: TestApp;
let app: FastifyInstance;
/** The `sid` cookies of a staff member's browser session and of a site user's (no staff scope). */
let staff: string;
let user: string;

/** A browser session of the account: its `sid` cookie as the browser sends it back. */
async function sessionOf(email: string, password: string): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(answer.statusCode).toBe(200);
  const sid = setCookies(answer).find((cookie) => cookie.startsWith('sid='));
  return sid!.split(';')[0]!;
}

beforeAll(async () => {
  root = makeFixture();
  writeShell(root);
  writeFormsRelease(root, LIVE, 'forms live');
  writeFormsRelease(root, NEXT, 'forms next');
  writeFormsRelease(root, OTHER_REACT, 'forms on another react', { ...SHELL_SINGLETONS, react: '18.3.1' });
  writeFileSync(join(root, 'releases', 'live.json'), JSON.stringify({ remotes: { 'mf-forms': { version: LIVE } } }));
  t = await createTestApp({}, { extend: (app) => serveSite(app, { siteRoot: root }) });
  app = t.app;
  staff = await sessionOf('staff@example.com', 'staff-password');
  user = await sessionOf('demo@example.com', 'demo-password');
});

afterAll(async () => {
  await t.close();
  removeFixture(root);
});

const renderOf = (body: string) => /render (\d+)/.exec(body)?.[1];
const threadOf = (body: string) => /data-thread="(\d+)"/.exec(body)?.[1];
const setCookies = (answer: { headers: Record<string, unknown> }) =>
  [answer.headers['set-cookie'] ?? []].flat() as string[];
/** The preview's cookie among those an answer sets (a staff session's answers may set others). */
const previewCookies = (answer: { headers: Record<string, unknown> }) =>
  setCookies(answer).filter((cookie) => cookie.startsWith('remote-preview='));
/** The Set-Cookie that ends the preview (a plain-HTTP localhost request: no Secure). */
const ENDED = 'remote-preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax';

/** A refusal for who asks: 403 in plain text, kept by no cache, and no cookie set or ended. */
function expectRefused(answer: Awaited<ReturnType<FastifyInstance['inject']>>, body: string): void {
  expect(answer.statusCode).toBe(403);
  expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(answer.body).toBe(body);
  expect(answer.headers['set-cookie']).toBeUndefined();
}

describe('turning a preview on', () => {
  test('a released version sets a session cookie and sends the browser on to the same page without the parameter', async () => {
    const answer = await app.inject({
      url: `/kontakt?x=1&preview=mf-forms@${encodeURIComponent(NEXT)}`,
      headers: { host: 'www.example.cz', cookie: staff },
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/kontakt?x=1');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // HttpOnly, SameSite=Lax, no lifetime of its own (the browser session); Secure but on plain-HTTP localhost.
    expect(setCookies(answer)).toEqual([`${cookieOf(NEXT)}; Path=/; HttpOnly; SameSite=Lax; Secure`]);
    const local = await app.inject({
      url: `/kontakt?preview=mf-forms@${encodeURIComponent(NEXT)}`,
      headers: { host: '127.0.0.1:8080', cookie: staff },
    });
    expect(setCookies(local)).toEqual([`${cookieOf(NEXT)}; Path=/; HttpOnly; SameSite=Lax`]);
  });

  test('from a page of this site or typed into the address bar, it works; from a link on another site, it is refused', async () => {
    for (const site of ['same-origin', 'none']) {
      const answer = await app.inject({
        url: `/kontakt?preview=mf-forms@${encodeURIComponent(NEXT)}`,
        headers: { cookie: staff, 'sec-fetch-site': site },
      });
      expect(answer.statusCode).toBe(303);
      expect(setCookies(answer)).toEqual([`${cookieOf(NEXT)}; Path=/; HttpOnly; SameSite=Lax`]);
    }
    // A staff member's browser sends its session along on a link followed from another site.
    for (const site of ['cross-site', 'same-site']) {
      const answer = await app.inject({
        url: `/kontakt?preview=mf-forms@${encodeURIComponent(LIVE)}`,
        headers: { cookie: `${staff}; ${cookieOf(NEXT)}`, 'sec-fetch-site': site },
      });
      expectRefused(
        answer,
        'Preview refused: a preview is turned on from this site itself, not by a link on another site\n' +
          'Nothing was changed. Open the address from a page of this site, or type it into the address bar.\n',
      );
    }
  });

  test.each([
    ['a guest', () => ''],
    ['a site user who is not staff', () => user],
    ['a session that has ended', () => 'sid=' + 'x'.repeat(43)],
  ])('%s is refused, even for a release the server holds, and nothing changes', async (_who, cookie) => {
    for (const version of [LIVE, NEXT]) {
      const answer = await app.inject({
        url: `/kontakt?preview=mf-forms@${encodeURIComponent(version)}`,
        headers: { cookie: cookie() },
      });
      expectRefused(
        answer,
        "Preview refused: previews are for this site's staff\n" +
          'Nothing was changed. Log in with a staff account on this site, then open the address again.\n',
      );
    }
  });

  test('a + typed unencoded into the address (it arrives as a space) still names the release', async () => {
    const answer = await app.inject({ url: `/kontakt?preview=mf-forms@${NEXT}`, headers: { cookie: staff } });
    expect(answer.statusCode).toBe(303);
    expect(setCookies(answer)).toEqual([`${cookieOf(NEXT)}; Path=/; HttpOnly; SameSite=Lax`]);
  });

  test.each([
    [`mf-forms@9.9.9-0000000`, "mf-forms has no release 9.9.9-0000000 in this site's releases"],
    ['https://evil.example/mf-manifest.json', '"https://evil.example/mf-manifest.json" is not a release'],
    ['mf-forms@../../mf-content/dist', "mf-forms has no release ../../mf-content/dist in this site's releases"],
    ['mf-nope@1.0.0-abc1234', '"mf-nope" is not a remote of this site'],
    [
      `mf-forms@${OTHER_REACT}`,
      `mf-forms ${OTHER_REACT} does not fit the shell:\n  - react 18.3.1, the shell has 19.3.1: another major version`,
    ],
  ])('%s is refused with a message, and nothing changes', async (value, message) => {
    const answer = await app.inject({
      url: `/kontakt?preview=${encodeURIComponent(value)}`,
      headers: { cookie: `${staff}; ${cookieOf(NEXT)}` },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(`Preview refused: ${message}`);
    expect(answer.body).toContain('Nothing was changed.');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

test('a release finished after a refusal can be previewed at once: only the gate’s verdict is kept', async () => {
  const later = '1.3.0-1234567';
  expect((await app.inject({ url: `/kontakt?preview=mf-forms@${later}`, headers: { cookie: staff } })).statusCode).toBe(
    400,
  );
  writeFormsRelease(root, later, 'forms later');
  const answer = await app.inject({ url: `/kontakt?preview=mf-forms@${later}`, headers: { cookie: staff } });
  expect(answer.statusCode).toBe(303);
  expect(setCookies(answer)).toEqual([`${cookieOf(later)}; Path=/; HttpOnly; SameSite=Lax`]);
});

describe('a staff member’s browser with a preview', () => {
  const previewing = () => `${staff}; ${cookieOf(NEXT)}`;

  test('gets the preview’s release in /remotes.json, privately; other browsers get the live one', async () => {
    const preview = await app.inject({ url: '/remotes.json', headers: { cookie: previewing() } });
    expect(preview.json().mf_forms).toBe(`/releases/mf-forms/${NEXT}/mf-manifest.json`);
    expect(preview.json().mf_content).toBe('/remotes/mf-content/mf-manifest.json');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers.vary).toBe('cookie');
    const live = await app.inject({ url: '/remotes.json' });
    expect(live.json().mf_forms).toBe(`/releases/mf-forms/${LIVE}/mf-manifest.json`);
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.headers.vary).toBe('cookie');
  });

  test('gets pages rendered with the preview’s server code and its badge, never kept, sent private', async () => {
    const first = await app.inject({ url: '/kontakt', headers: { cookie: previewing() } });
    expect(first.statusCode).toBe(200);
    expect(slotOf(first.body).content).toBe('forms next<p>chunk of forms next</p>');
    expect(first.body).toContain(`<aside data-badge="mf-forms@${NEXT}"></aside><div id="root">`);
    expect(first.body).toContain(`"mf_forms":"/releases/mf-forms/${NEXT}/mf-manifest.json"`);
    expect(first.headers['cache-control']).toBe('private, no-store');
    // Rendered anew for each request: no cache keeps a preview.
    const second = await app.inject({ url: '/kontakt', headers: { cookie: previewing() } });
    expect(Number(renderOf(second.body))).toBe(Number(renderOf(first.body)) + 1);
    expect(second.headers['cache-control']).toBe('private, no-store');
  });

  test('changes nothing for everyone else: their pages are the live release’s, kept as before', async () => {
    await app.inject({ url: '/kontakt?who=everyone', headers: { cookie: previewing() } });
    const live = await app.inject({ url: '/kontakt?who=everyone' });
    expect(slotOf(live.body).content).toBe('forms live<p>chunk of forms live</p>');
    expect(live.body).not.toContain('data-badge');
    expect(live.body).not.toContain(NEXT);
    expect(live.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // Kept: the same render again.
    const again = await app.inject({ url: '/kontakt?who=everyone' });
    expect(renderOf(again.body)).toBe(renderOf(live.body));
    // The preview's page, asked for after, is still its own render, by a renderer of its own: another
    // thread, whose modules (and what they set up as they load) the live pages never share.
    const preview = await app.inject({ url: '/kontakt?who=everyone', headers: { cookie: previewing() } });
    expect(slotOf(preview.body).content).toBe('forms next<p>chunk of forms next</p>');
    expect(threadOf(live.body)).toBe('0');
    expect(threadOf(preview.body)).not.toBe('0');
  });

  test('whose preview may no longer be shown gets the live page, privately, and the cookie ends', async () => {
    for (const value of ['mf-forms@9.9.9-0000000', `mf-forms@${OTHER_REACT}`]) {
      const answer = await app.inject({
        url: '/kontakt',
        headers: { cookie: `${staff}; remote-preview=${encodeURIComponent(value)}` },
      });
      expect(slotOf(answer.body).content).toBe('forms live<p>chunk of forms live</p>');
      expect(answer.body).not.toContain('data-badge');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(previewCookies(answer)).toEqual([ENDED]);
    }
  });

  test('?preview=off ends the preview', async () => {
    const answer = await app.inject({ url: '/kontakt?preview=off', headers: { cookie: previewing() } });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/kontakt');
    expect(previewCookies(answer)).toEqual([ENDED]);
  });
});

describe('the preview cookie without a staff session', () => {
  test.each([
    ['a guest', () => ''],
    ['a site user who is not staff', () => user],
  ])('%s gets the live page and /remotes.json, and the cookie ends', async (_who, session) => {
    const cookie = [session(), cookieOf(NEXT)].filter(Boolean).join('; ');
    const page = await app.inject({ url: '/kontakt', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(slotOf(page.body).content).toBe('forms live<p>chunk of forms live</p>');
    expect(page.body).not.toContain('data-badge');
    expect(page.body).not.toContain(NEXT);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(previewCookies(page)).toEqual([ENDED]);
    const remotes = await app.inject({ url: '/remotes.json', headers: { cookie } });
    expect(remotes.json().mf_forms).toBe(`/releases/mf-forms/${LIVE}/mf-manifest.json`);
    expect(previewCookies(remotes)).toEqual([ENDED]);
  });

  test('?preview=off still ends it, for anyone', async () => {
    const answer = await app.inject({
      url: '/kontakt?preview=off',
      headers: { cookie: cookieOf(NEXT), 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(303);
    expect(previewCookies(answer)).toEqual([ENDED]);
  });
});

test('the badge’s form, posted to the page, ends the preview and goes back to that page', async () => {
  const answer = await app.inject({
    method: 'POST',
    url: '/kontakt?x=1',
    payload: 'form=preview-off',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      cookie: `${staff}; ${cookieOf(NEXT)}`,
    },
  });
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe('/kontakt?x=1');
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(previewCookies(answer)).toEqual([ENDED]);
  // From another site's page, refused.
  const forged = await app.inject({
    method: 'POST',
    url: '/kontakt',
    payload: 'form=preview-off',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
  });
  expect(forged.statusCode).toBe(403);
});
