import { sql } from 'kysely';
import { createTestApp } from './helpers';

// What a load balancer asks: /api/health while the process answers, /api/ready only while this
// instance can serve, with what is wrong when it cannot.

describe('GET /api/health and /api/ready', () => {
  it('an instance in order is alive and ready: its database answers and every migration is applied', async () => {
    const t = await createTestApp();
    try {
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
      expect(health.headers['cache-control']).toBe('no-store');
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  it('is not ready while a migration this code knows is not applied, and says which', async () => {
    const t = await createTestApp();
    try {
      const last = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
        t.db.handle.db,
      );
      const name = last.rows[0]!.name;
      await sql`delete from kysely_migration where name = ${name}`.execute(t.db.handle.db);
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', migrations: `not applied: ${name}` },
      });
      // Alive all the same: restarting the process would not apply it.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is not ready when its database does not answer, without a word of the error; still alive', async () => {
    const t = await createTestApp();
    await t.db.handle.close();
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      const body = ready.json<{ status: string; checks: Record<string, string> }>();
      expect(body.status).toBe('not_ready');
      expect(body.checks.database).toBe('the check failed (see the server log)');
      expect(body.checks.migrations).not.toBe('ok');
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      // What stops on close (the database's listeners) finds the database already gone.
      await t.app.close().catch(() => undefined);
      await t.db.cleanup().catch(() => undefined);
    }
  });
});
