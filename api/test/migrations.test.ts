import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { dropSchema, migrate, openDatabase, type DatabaseHandle } from '../src/db/connection';
import { migrationProvider } from '../src/db/migrations';

/*
 * Migrations over data written before them: a database is migrated only up to a named migration
 * (in-memory PGlite, or, with DATABASE_URL, a schema of its own on that server), rows are written
 * as the site wrote them then, and the remaining migrations run as at a server's start.
 */

interface OldDatabase {
  handle: DatabaseHandle;
  schema: string | undefined;
  cleanup(): Promise<void>;
}

async function migratedUpTo(name: string): Promise<OldDatabase> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const handle = await openDatabase(url ? { databaseUrl: url, schema: schema!, poolSize: 2 } : {});
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return {
    handle,
    schema,
    async cleanup() {
      await handle.close();
      if (url && schema) await dropSchema(url, schema);
    },
  };
}

describe('migration 0007 (the staff inbox)', () => {
  let old: OldDatabase;
  beforeAll(async () => {
    old = await migratedUpTo('0006_mail_outbox');
  });
  afterAll(async () => {
    await old.cleanup();
  });

  it('gives every earlier enquiry a work status by how it was received: spam stays spam, the rest are new', async () => {
    const db = old.handle.db;
    // How each was received, as the site stored it before the inbox existed.
    const received = ['new', 'spam', 'reservation_conflict', 'reservation_limit', 'quarantine'];
    const ids: Record<string, number> = {};
    for (const status of received) {
      const row = await db
        .insertInto('user_requests')
        .values({
          firstname: `Odesílatel ${status}`,
          email: `${status}@example.com`,
          phone: '',
          content: JSON.stringify({ type: 'contact-form', name: 'Dotaz' }),
          locale: 'cs',
          status,
          site_url: null,
          user_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[status] = row.id;
    }

    expect(await migrate(db, old.schema)).toEqual([
      '0007_enquiry_workflow',
      '0008_shared_state',
      '0009_repeat_keys',
      '0010_login_devices',
    ]);

    const rows = await db
      .selectFrom('user_requests')
      .select(['id', 'status', 'work_status', 'staff_note'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: ids.new, status: 'new', work_status: 'new', staff_note: '' },
      { id: ids.spam, status: 'spam', work_status: 'spam', staff_note: '' },
      { id: ids.reservation_conflict, status: 'reservation_conflict', work_status: 'new', staff_note: '' },
      { id: ids.reservation_limit, status: 'reservation_limit', work_status: 'new', staff_note: '' },
      // Still in quarantine (how it was received is kept); released, it is a new enquiry of the inbox.
      { id: ids.quarantine, status: 'quarantine', work_status: 'new', staff_note: '' },
    ]);
    // The backfill is no change by staff: the history starts empty.
    expect(await db.selectFrom('user_request_status_history').selectAll().execute()).toEqual([]);
  });
});

describe('migration 0009 (repeats recognised by what was posted)', () => {
  let old: OldDatabase;
  beforeAll(async () => {
    old = await migratedUpTo('0008_shared_state');
  });
  afterAll(async () => {
    await old.cleanup();
  });

  it('keeps every enquiry, its form token as its repeat key, and lets a repeat key come back', async () => {
    const db = old.handle.db;
    const enquiry = {
      firstname: 'Odesílatel',
      email: 'drive@example.com',
      phone: '',
      content: JSON.stringify({ type: 'contact-form', name: 'Dotaz' }),
      locale: 'cs',
      site_url: null,
      user_id: null,
    };
    // As the site stored them before: one with the form's token, one without.
    await sql`insert into user_requests (firstname, email, phone, content, locale, form_token)
      values (${enquiry.firstname}, ${enquiry.email}, '', ${enquiry.content}::jsonb, 'cs', 'tok_0123456789abcdef')`.execute(
      db,
    );
    await sql`insert into user_requests (firstname, email, phone, content, locale)
      values (${enquiry.firstname}, ${enquiry.email}, '', ${enquiry.content}::jsonb, 'cs')`.execute(db);

    expect(await migrate(db, old.schema)).toContain('0009_repeat_keys');

    const rows = await db.selectFrom('user_requests').select(['email', 'repeat_key']).orderBy('id').execute();
    expect(rows).toEqual([
      { email: 'drive@example.com', repeat_key: 'tok_0123456789abcdef' },
      { email: 'drive@example.com', repeat_key: null },
    ]);
    // Not unique: the same post a day later is stored again under the same key.
    await db
      .insertInto('user_requests')
      .values({ ...enquiry, repeat_key: 'tok_0123456789abcdef' })
      .execute();
    expect(
      await db.selectFrom('user_requests').select('id').where('repeat_key', '=', 'tok_0123456789abcdef').execute(),
    ).toHaveLength(2);
  });
});
