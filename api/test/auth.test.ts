import { hashPassword, verifyPassword } from '../src/core/auth';
import { createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('auth', () => {
  it('stores passwords as scrypt hashes', async () => {
    const row = await t.db.handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('demo-password', row.password_hash)).toBe(true);
    expect(await verifyPassword('demo-passwore', row.password_hash)).toBe(false);
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
  });

  it('logs in, answers the user on /api/me, and logout revokes the token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'DEMO@example.com', password: 'demo-password' },
    });
    expect(res.statusCode).toBe(200);
    const { token, token_type, expires_at } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token_type).toBe('Bearer');
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());

    const stored = await t.db.handle.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const who = await me(token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({
      data: { id: expect.any(Number), email: 'demo@example.com', name: 'Demo Uživatel', scope: ['user'] },
    });

    const out = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers 401 without a token, with a malformed, unknown or expired token', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: 'unauthorized' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
    expect((await me('x'.repeat(43))).statusCode).toBe(401);

    const token = await login(t.app);
    await t.db.handle.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers 401 invalid_credentials for a wrong password or unknown e-mail, in the request language', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_credentials', message: 'Nesprávný e-mail nebo heslo.' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?lang=en',
      payload: { email: 'nobody@example.com', password: 'demo-password' },
    });
    expect(unknown.json()).toMatchObject({ error: 'invalid_credentials', message: 'Wrong e-mail or password.' });
  });

  it('answers 422 for missing credentials', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'demo@example.com' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['Pole musí být vyplněno'] });
  });

  it('logout without a token is harmless', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout' })).json()).toEqual({ success: true });
  });
});
