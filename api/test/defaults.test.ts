import { hashPassword, verifyPassword } from '../src/core/auth';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDocsEnabled, demoSeedEnabled, siteUrlSetting } from '../src/core/env';
import { rateLimitKey } from '../src/core/proxy';
import { createTestApp, login, runServerUntilExit, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('production defaults', () => {
  it('seeds the demo data in production only with SEED_DEMO=1, elsewhere unless SEED_DEMO=0', () => {
    expect(demoSeedEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(demoSeedEnabled({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
    expect(demoSeedEnabled({})).toBe(true);
    expect(demoSeedEnabled({ SEED_DEMO: '0' })).toBe(false);
  });

  it('serves /api/docs only with API_DOCS=1 or outside production', async () => {
    expect(apiDocsEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'production', API_DOCS: '1' })).toBe(true);
    expect(apiDocsEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(apiDocsEnabled({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'development', API_DOCS: '0' })).toBe(false);
    const closed = await createTestApp({ apiDocs: false });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await closed.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('sets request and connection timeouts', () => {
    expect(t.app.server.requestTimeout).toBe(120_000);
    expect(t.app.server.timeout).toBe(60_000);
  });

  it('marks user, cart, voucher and auth answers no-store and public data briefly cacheable', async () => {
    const token = await login(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.headers['cache-control']).toBe('no-store');
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' });
    expect(cart.headers['cache-control']).toBe('no-store');
    const loginAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'wrong' },
    });
    expect(loginAnswer.headers['cache-control']).toBe('no-store');
    const voucher = await t.app.inject({
      method: 'POST',
      url: `/api/voucher/cart/add/${cart.json().id}`,
      payload: { voucherCode: 'X', serviceType: 'eshop' },
      headers: { cookie: `guest-cart=${cart.json().tempId}` },
    });
    expect(voucher.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/settings', '/api/lists/currencies', '/api/content/page?lang=cs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'public, max-age=60']);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/content/page/999999' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('serves media with Cross-Origin-Resource-Policy: cross-origin', async () => {
    const img = await t.app.inject({ method: 'GET', url: '/api/media/banners/promo.png' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('passwords', () => {
  it('hashes with scrypt N = 2^17 and rehashes an older hash on the next login', async () => {
    expect((await hashPassword('x')).split('$')[1]).toBe(String(2 ** 17));
    const old = await hashPassword('old-password', 2 ** 14);
    expect(await verifyPassword('old-password', old)).toBe(true);
    await t.db.handle.db
      .insertInto('users')
      .values({ email: 'old@example.com', name: 'Old', password_hash: old, scope: JSON.stringify(['user']) })
      .execute();
    await login(t.app, 'old@example.com', 'old-password');
    const row = await t.db.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'old@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.split('$')[1]).toBe(String(2 ** 17));
    expect(await verifyPassword('old-password', row.password_hash)).toBe(true);
  });
});

describe('rate limit keys', () => {
  it('groups IPv6 addresses by /64 and keeps IPv4 addresses apart', async () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'));
    expect(rateLimitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitKey('192.0.2.1')).not.toBe(rateLimitKey('192.0.2.2'));
    const limited = await createTestApp({ rateLimits: { login: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nobody@example.com', password: 'x' },
          remoteAddress,
        });
      await attempt('2001:db8:5:6::1');
      await attempt('2001:db8:5:6::2');
      expect((await attempt('2001:db8:5:6:ffff::3')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('numeric settings', () => {
  const run = runServerUntilExit;

  it('stop the start-up with the setting named when one is not a whole number, before anything is opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-bad-setting-'));
    try {
      for (const [name, value] of [
        ['UPLOAD_QUOTA_MB', '500MB'],
        ['UPLOAD_MAX_IN_FLIGHT', '-1'],
        ['ENQUIRY_RATE_LIMIT', 'ten'],
      ] as const) {
        const { code, stderr } = await run({ DATA_DIR: dataDir, [name]: value });
        expect(code).toBe(1);
        expect(stderr).toContain(`${name} must be a whole number (0 or more), not "${value}"`);
      }
      // No database was created.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("the site's public origin", () => {
  it('takes only an http(s) origin as the public origin of the site (SITE_URL)', () => {
    expect(siteUrlSetting(undefined, { SITE_URL: ' https://www.example.cz/ ' })).toBe('https://www.example.cz');
    expect(siteUrlSetting(undefined, { SITE_URL: 'http://localhost:8080' })).toBe('http://localhost:8080');
    expect(siteUrlSetting(undefined, {})).toBeNull();
    expect(siteUrlSetting('https://a.cz', { SITE_URL: 'https://b.cz' })).toBe('https://a.cz');
    for (const wrong of ['www.example.cz', 'ftp://example.cz', 'https://example.cz/cz', 'https://example.cz/?a=1']) {
      expect(() => siteUrlSetting(undefined, { SITE_URL: wrong })).toThrow(/SITE_URL/);
    }
  });
});
