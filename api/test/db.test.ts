import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { dropSchema, migrate, openDatabase } from '../src/db/connection';
import { seedDatabase } from '../src/db/seed';
import { createTestDb, makeSeedDir, multipart, REAL_SEED, relaxedLimits, storedBytes } from './helpers';

const counts = async (db: Parameters<typeof seedDatabase>[0]) => {
  const tables = [
    'content_items',
    'content_translations',
    'settings',
    'banners',
    'currencies',
    'countries',
    'products',
    'product_translations',
    'users',
    'vouchers',
    'voucher_uses',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables)
    out[table] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n;
  return out;
};

describe('database', () => {
  it('migrations are versioned and run once; seeding twice changes nothing', async () => {
    const t = await createTestDb();
    const seedDir = makeSeedDir();
    try {
      expect(await migrate(t.handle.db, t.schema)).toEqual([]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.handle.db);
      expect(applied.rows.map((r) => r.name)).toEqual([
        '0001_initial',
        '0002_orders',
        '0003_reservations',
        '0004_sessions',
        '0005_form_tokens',
        '0006_mail_outbox',
        '0007_enquiry_workflow',
        '0008_shared_state',
        '0009_repeat_keys',
        '0010_login_devices',
      ]);

      const first = await seedDatabase(t.handle.db, { seedDir, demo: true });
      expect(first.demo).toBe(true);
      const after1 = await counts(t.handle.db);
      const second = await seedDatabase(t.handle.db, { seedDir, demo: true });
      expect(second.demo).toBe(false);
      expect(await counts(t.handle.db)).toEqual(after1);
      expect(after1.users).toBe(2); // the demo user and the staff user
      expect(after1.vouchers).toBe(6);
    } finally {
      await t.cleanup();
      rmSync(seedDir, { recursive: true, force: true });
    }
  });

  it('demo data is skipped with demo: false (SEED_DEMO=0) and on a database that is not empty', async () => {
    const t = await createTestDb();
    const seedDir = makeSeedDir();
    try {
      await seedDatabase(t.handle.db, { seedDir, demo: false });
      expect((await counts(t.handle.db)).users).toBe(0);
      await seedDatabase(t.handle.db, { seedDir, demo: true });
      expect((await counts(t.handle.db)).vouchers).toBe(0);
    } finally {
      await t.cleanup();
      rmSync(seedDir, { recursive: true, force: true });
    }
  });

  it('the seed files of the repository load, twice, with both languages', async () => {
    const t = await createTestDb();
    try {
      const report = await seedDatabase(t.handle.db, { seedDir: REAL_SEED, demo: true });
      expect(report.files).toContain('demo.json');
      const once = await counts(t.handle.db);
      await seedDatabase(t.handle.db, { seedDir: REAL_SEED, demo: true });
      expect(await counts(t.handle.db)).toEqual(once);
      const missing = await sql<{ n: number }>`
        select count(*)::int as n from content_items i
        where not exists (select 1 from content_translations t where t.type = i.type and t.item_id = i.id and t.locale = 'cs')`.execute(
        t.handle.db,
      );
      expect(missing.rows[0]!.n).toBe(0);
    } finally {
      await t.cleanup();
    }
  });

  it('an enquiry saved before a restart is still there after it, with its file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-data-'));
    const seedDir = makeSeedDir();
    try {
      const first = await createTestDb({ dataDir: join(dataDir, 'pglite') });
      await seedDatabase(first.handle.db, { seedDir, demo: true });
      const app = await buildApp({
        database: first.handle,
        seedDir,
        uploadDir: join(dataDir, 'uploads'),
        rateLimits: relaxedLimits,
      });
      const text = Buffer.from('Výpis z obchodního rejstříku.\n'.repeat(20_000));
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file',
        ...multipart([{ name: 'vypis.txt', content: text }]),
      });
      expect(uploaded.statusCode).toBe(200);
      const fileId = uploaded.json()[0].id as string;
      const saved = await app.inject({
        method: 'POST',
        url: '/api/user-request/save',
        payload: {
          firstname: 'Petra Malá',
          email: 'petra@example.com',
          phone: '',
          agreement: true,
          content: { type: 'liquidation', name: 'Likvidace s.r.o.' },
          files: [{ id: fileId }],
        },
      });
      expect(saved.statusCode).toBe(200);
      const { id } = saved.json();
      await app.close();
      await first.handle.close();
      // The file is in the database, not in the upload folder.
      rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
      if (!process.env.DATABASE_URL) expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

      const reopened = await first.reopen();
      try {
        expect(await migrate(reopened.db, first.schema)).toEqual([]);
        const row = await reopened.db.selectFrom('user_requests').selectAll().where('id', '=', id).executeTakeFirst();
        expect(row).toMatchObject({
          firstname: 'Petra Malá',
          email: 'petra@example.com',
          content: { type: 'liquidation', name: 'Likvidace s.r.o.' },
        });
        const file = await reopened.db
          .selectFrom('uploaded_files')
          .select('user_request_id')
          .where('id', '=', fileId)
          .executeTakeFirst();
        expect(file).toEqual({ user_request_id: id });
        expect((await storedBytes(reopened.db, fileId))?.equals(text)).toBe(true);
      } finally {
        await reopened.close();
        if (process.env.DATABASE_URL) await first.cleanup();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(seedDir, { recursive: true, force: true });
    }
  });

  it('with the site plugin registered, /api keeps its JSON 404 and its endpoints', async () => {
    const t = await createTestDb();
    try {
      const app = await buildApp({
        database: t.handle,
        seedDir: makeSeedDir(),
        uploadDir: mkdtempSync(join(tmpdir(), 'api-up-')),
      });
      const res = await app.inject({ method: 'GET', url: '/api/definitely-not-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await app.close();
    } finally {
      await t.cleanup();
    }
  });
});

describe('instances on one database', () => {
  it('an announcement reaches every listener on the database: this process, and on a server another connection', async () => {
    const t = await createTestDb();
    const other = process.env.DATABASE_URL ? await t.reopen() : null;
    const heard: string[] = [];
    const stops = [await t.handle.listen('pages_changed', () => heard.push('this'))];
    if (other) stops.push(await other.listen('pages_changed', () => heard.push('other')));
    try {
      await t.handle.announce('pages_changed');
      const expected = other ? ['other', 'this'] : ['this'];
      const deadline = Date.now() + 2000;
      while (heard.length < expected.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect([...heard].sort()).toEqual(expected);
    } finally {
      for (const stop of stops) await stop();
      await other?.close();
      await t.cleanup();
    }
  });

  it('instances that open a new schema at the same moment all open it (PostgreSQL)', async () => {
    const url = process.env.DATABASE_URL;
    // The embedded database is one process's own: nothing else opens it at the same moment.
    if (!url) return;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const opened = await Promise.allSettled(
      [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url, schema, poolSize: 1 })),
    );
    try {
      expect(opened.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      await dropSchema(url, schema);
    }
  });

  it('instances that seed at the same moment load the demo data once', async () => {
    const t = await createTestDb();
    const other = process.env.DATABASE_URL ? await t.reopen() : t.handle;
    const seedDir = makeSeedDir();
    try {
      await Promise.all([t.handle, other].map((handle) => seedDatabase(handle.db, { seedDir, demo: true })));
      const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(t.handle.db);
      const once = await counts(t.handle.db);
      await seedDatabase(t.handle.db, { seedDir, demo: true });
      expect(await counts(t.handle.db)).toEqual(once);
      expect(users.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      if (other !== t.handle) await other.close();
      await t.cleanup();
      rmSync(seedDir, { recursive: true, force: true });
    }
  });
});
