import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../src/core/auth';
import { hashToken } from '../src/core/auth-tokens';
import { createTestApp, relaxedLimits, type TestApp } from './helpers';

// Every login hashes a password at full cost (about a second each on a busy two-core machine).
jest.setTimeout(90_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a browser sends with a request from one of the site's own pages. */
const BROWSER = {
  'sec-fetch-site': 'same-origin',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
};
const PASSWORD = 'owner-password';

let accounts = 0;
/** A fresh account for each test, so that one test's lock never meets another's. */
async function newAccount(app: TestApp = t): Promise<string> {
  const email = `owner${++accounts}@example.com`;
  await app.db.handle.db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(PASSWORD), scope: JSON.stringify(['user']) })
    .execute();
  return email;
}

function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.find((c) => c.startsWith(`${name}=`));
}

/** The `login-device` cookie a login answer set, as the browser sends it back. */
function deviceCookie(res: LightMyRequestResponse): string {
  const value = /^login-device=([^;]*)/.exec(setCookie(res, 'login-device') ?? '')?.[1];
  if (!value) throw new Error(`no device cookie in ${String(res.headers['set-cookie'])}`);
  return `login-device=${value}`;
}

/** A login from a browser at `address`, sending `cookie` (none: a browser that has never logged in). */
function login(email: string, password: string, options: { address?: string; cookie?: string; app?: TestApp } = {}) {
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: '/api/auth/login?lang=en',
    remoteAddress: options.address ?? '127.0.0.1',
    headers: { ...BROWSER, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { email, password },
  });
}

/** The JSON login of an API client (no browser headers), with the right password. */
function loginRequest(email: string) {
  return { method: 'POST' as const, url: '/api/auth/login?lang=en', payload: { email, password: PASSWORD } };
}

/** Five wrong passwords for the account, each from another address, none with a device cookie. */
async function attack(email: string): Promise<LightMyRequestResponse> {
  let last: LightMyRequestResponse | undefined;
  for (let i = 1; i <= 5; i++) {
    last = await login(email, `guess-${i}`, { address: `203.0.113.${i}` });
    expect(last.statusCode).toBe(401);
  }
  return last!;
}

describe('login devices', () => {
  it('a successful login makes the browser a device: HttpOnly cookie for a year, only its hash stored, renewed at each login', async () => {
    const email = await newAccount();
    const first = await login(email, PASSWORD);
    expect(first.statusCode).toBe(200);
    const cookie = setCookie(first, 'login-device')!;
    expect(cookie).toMatch(/^login-device=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=31536000/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // Plain HTTP on localhost: not Secure (the browser would drop it); anywhere else it is.
    expect(cookie).not.toMatch(/Secure/);
    const elsewhere = await t.app.inject({ ...loginRequest(email), headers: { ...BROWSER, host: 'www.example.cz' } });
    expect(setCookie(elsewhere, 'login-device')).toMatch(/; Secure/);
    const secret = deviceCookie(first).split('=')[1]!;
    const stored = await t.db.handle.db.selectFrom('login_devices').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(secret));
    expect(stored.map((row) => row.token_hash)).not.toContain(secret);

    // Logging in again from the device gives it a new secret, and the old one is no longer the device's.
    const again = await login(email, PASSWORD, { cookie: deviceCookie(first) });
    expect(deviceCookie(again)).not.toBe(deviceCookie(first));
    await attack(email);
    expect((await login(email, PASSWORD, { cookie: deviceCookie(first) })).statusCode).toBe(401);
    expect((await login(email, PASSWORD, { cookie: deviceCookie(again) })).statusCode).toBe(200);
  });

  it('five wrong passwords from five addresses lock out clients without the device cookie, not the browser that logged in before', async () => {
    const email = await newAccount();
    const owner = await login(email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    const device = deviceCookie(owner);
    // Logging out ends the session; the browser stays a device of the account.
    const sidOf = (res: LightMyRequestResponse) => /^sid=[^;]*/.exec(setCookie(res, 'sid') ?? '')?.[0] ?? '';
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...BROWSER, cookie: `${device}; ${sidOf(owner)}` },
    });
    expect(out.statusCode).toBe(200);
    expect(setCookie(out, 'login-device')).toBeUndefined();

    const wrong = await attack(email);
    // Another browser, and an API client, with the right password: the answer of a wrong one.
    const fresh = await login(email, PASSWORD, { address: '198.51.100.7' });
    expect(fresh.statusCode).toBe(401);
    expect(fresh.json()).toEqual(wrong.json());
    expect(fresh.json().message).toBe('Wrong e-mail or password.');
    expect(setCookie(fresh, 'sid')).toBeUndefined();
    const api = await t.app.inject({ ...loginRequest(email), remoteAddress: '198.51.100.8' });
    expect(api.statusCode).toBe(401);

    // The owner's browser logs in during the attack, and its session works.
    const during = await login(email, PASSWORD, { cookie: device });
    expect(during.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { ...BROWSER, cookie: sidOf(during) } });
    expect(me.json().data).toMatchObject({ email });
    // The attack's lock holds for the others still.
    expect((await login(email, PASSWORD, { address: '198.51.100.9' })).statusCode).toBe(401);
  });

  it("a device's own failures lock that device alone", async () => {
    const email = await newAccount();
    const device = deviceCookie(await login(email, PASSWORD));
    for (let i = 1; i <= 5; i++) expect((await login(email, `typo-${i}`, { cookie: device })).statusCode).toBe(401);
    const locked = await login(email, PASSWORD, { cookie: device });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toBe('Wrong e-mail or password.');
    // The failures were the device's: other clients of the account are not locked by them.
    expect((await login(email, PASSWORD, { address: '198.51.100.10' })).statusCode).toBe(200);
    // Once the device's lock has passed, it logs in again.
    await t.db.handle.db
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('locked_until', 'is not', null)
      .execute();
    expect((await login(email, PASSWORD, { cookie: device })).statusCode).toBe(200);
  });

  it("a forged device cookie, or another account's, gives nothing", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const ownerDevice = deviceCookie(await login(owner, PASSWORD));
    const otherDevice = deviceCookie(await login(other, PASSWORD));
    await attack(owner);
    const forged = `login-device=${'A'.repeat(43)}`;
    for (const cookie of [forged, otherDevice, 'login-device=short'])
      expect((await login(owner, PASSWORD, { cookie, address: '198.51.100.11' })).statusCode).toBe(401);
    // Failures sent with another account's device cookie count as any stranger's.
    for (let i = 1; i <= 5; i++) {
      const guess = await login(other, `guess-${i}`, { cookie: ownerDevice, address: `203.0.113.${10 + i}` });
      expect(guess.statusCode).toBe(401);
    }
    expect((await login(other, PASSWORD, { address: '198.51.100.12' })).statusCode).toBe(401);
    // Each owner's own browser still logs in.
    expect((await login(owner, PASSWORD, { cookie: ownerDevice })).statusCode).toBe(200);
    expect((await login(other, PASSWORD, { cookie: otherDevice })).statusCode).toBe(200);
  });

  it("the per-address login limit holds for a device's logins too", async () => {
    const limited = await createTestApp({ rateLimits: { ...relaxedLimits, login: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const email = await newAccount(limited);
      const device = deviceCookie(await login(email, PASSWORD, { app: limited }));
      expect((await login(email, 'typo', { app: limited, cookie: device })).statusCode).toBe(401);
      const refused = await login(email, PASSWORD, { app: limited, cookie: device });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not limited by it.
      const elsewhere = await login(email, PASSWORD, { app: limited, cookie: device, address: '198.51.100.13' });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
