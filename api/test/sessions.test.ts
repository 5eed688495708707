import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a browser sends with a request from one of the site's own pages. */
const SAME_ORIGIN = {
  'sec-fetch-site': 'same-origin',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
};

function cookieOf(res: LightMyRequestResponse, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.find((c) => c.startsWith(`${name}=`));
}

async function browserLogin(email = 'demo@example.com', password = 'demo-password', headers = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...SAME_ORIGIN, ...headers },
    payload: { email, password },
  });
  const sid = /^sid=([^;]*)/.exec(cookieOf(res, 'sid') ?? '')?.[1] ?? '';
  return { res, sid, cookie: `sid=${sid}` };
}

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { ...SAME_ORIGIN, cookie } });

describe('browser session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site; a browser gets no bearer token', async () => {
    const { res, sid } = await browserLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token_type: 'Cookie', expires_at: expect.any(String) });
    const cookie = cookieOf(res, 'sid')!;
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    // Plain HTTP on localhost: not Secure (the browser would drop it); anywhere else it is.
    expect(cookie).not.toMatch(/Secure/);
    const stored = await t.db.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(sid);
  });

  it('is Secure on any other host', async () => {
    const { res } = await browserLogin(undefined, undefined, { host: 'www.example.cz' });
    expect(cookieOf(res, 'sid')).toMatch(/; Secure/);
  });

  it('answers /api/me with the user; API clients still get a bearer token that works', async () => {
    const { cookie } = await browserLogin();
    expect((await me(cookie)).json().data).toMatchObject({ email: 'demo@example.com' });
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'demo-password' },
    });
    expect(api.json()).toMatchObject({ token: expect.any(String), token_type: 'Bearer' });
    const who = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${api.json().token}` },
    });
    expect(who.statusCode).toBe(200);
  });

  it('refuses a cross-site POST carrying the cookie, and a cross-site login', async () => {
    const { cookie } = await browserLogin();
    const forged = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/cart/create', headers: { ...headers, cookie }, payload: {} });
    const bySite = await forged({ 'sec-fetch-site': 'cross-site' });
    expect(bySite.statusCode).toBe(403);
    expect(bySite.json()).toMatchObject({ error: 'cross_site' });
    expect((await forged({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await forged({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'demo@example.com', password: 'demo-password' },
    });
    expect(login.statusCode).toBe(403);
    expect(cookieOf(login, 'sid')).toBeUndefined();
    // Without the cookie (an integrator's page posting an enquiry) nothing is refused.
    const logoutElsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site', cookie },
    });
    expect(logoutElsewhere.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const { cookie } = await browserLogin();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...SAME_ORIGIN, cookie } });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, 'sid')).toMatch(/^sid=; .*Max-Age=0/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('lapses when unused for the idle time, and at its end whatever the use', async () => {
    const idle = await browserLogin();
    await t.db.handle.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 24 * 3600_000 - 1000) })
      .where('token_hash', '=', (await import('../src/core/auth-tokens')).hashToken(idle.sid))
      .execute();
    expect((await me(idle.cookie)).statusCode).toBe(401);
    const old = await browserLogin();
    await t.db.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', (await import('../src/core/auth-tokens')).hashToken(old.sid))
      .execute();
    expect((await me(old.cookie)).statusCode).toBe(401);
  });

  it('lists the live sessions, ends one, and logs out everywhere', async () => {
    const a = await browserLogin();
    const b = await browserLogin();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { ...SAME_ORIGIN, cookie: a.cookie },
    });
    const sessions = list.json().data as { id: number; current: boolean; browser: string }[];
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ browser: 'Chrome, Linux' });
    const other = sessions.find((s) => !s.current)!;
    const byB = (
      await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { ...SAME_ORIGIN, cookie: b.cookie } })
    )
      .json()
      .data.find((s: { current: boolean }) => s.current).id;
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${byB}`,
      headers: { ...SAME_ORIGIN, cookie: a.cookie },
    });
    expect(end.statusCode).toBe(200);
    expect((await me(b.cookie)).statusCode).toBe(401);
    expect((await me(a.cookie)).statusCode).toBe(200);
    expect(other.id).toBeGreaterThan(0);

    const c = await browserLogin();
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-all',
      headers: { ...SAME_ORIGIN, cookie: a.cookie },
    });
    expect(all.statusCode).toBe(200);
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(c.cookie)).statusCode).toBe(401);
  });
});

describe('per-account login lock', () => {
  it('locks an account after 5 failures in 15 minutes with the answer of a wrong password', async () => {
    const attempt = (password: string, email = 'demo@example.com') =>
      t.app.inject({ method: 'POST', url: '/api/auth/login?lang=en', payload: { email, password } });
    const wrong = await attempt('wrong-1');
    expect(wrong.statusCode).toBe(401);
    for (let i = 2; i <= 5; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401);
    const locked = await attempt('demo-password');
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(wrong.json());
    expect(locked.json().message).toBe('Wrong e-mail or password.');
    // An unknown account answers the same, locked or not.
    for (let i = 0; i < 6; i++) expect((await attempt('x', 'nobody@example.com')).json()).toEqual(wrong.json());
    // Czech by default.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'demo@example.com', password: 'x' },
        })
      ).json().message,
    ).toBe('Nesprávný e-mail nebo heslo.');
    // Once the lock has passed, the right password logs in again.
    await t.db.handle.db
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    expect((await attempt('demo-password')).statusCode).toBe(200);
  });
});
