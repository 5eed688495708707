import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { migrationProvider } from './migrations';
import type { Database } from './types';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where an embedded database keeps its files (undefined in memory or on a server). */
  dataDir?: string;
  /** Server only: the schema every table is in, when not the default one (tests). */
  schema?: string;
  /** PGlite only: the whole data directory as one archive (what `fromDump` starts from). */
  dump?: () => Promise<Blob>;
  /**
   * Tells every process on this database (this one included) that `topic` happened, through
   * PostgreSQL's NOTIFY: instances side by side hear each other.
   */
  announce(topic: Topic): Promise<void>;
  /**
   * Calls `heard` whenever `topic` is announced by any process on this database, and also when the
   * listening connection was lost and is back (announcements may have been missed in between).
   * Resolves once listening, with the function that stops it.
   */
  listen(topic: Topic, heard: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What processes on one database announce to each other. */
type Topic = 'pages_changed';

/** The NOTIFY channel of a topic: per schema, so tests in schemas of their own do not hear each other. */
function channelOf(topic: Topic, schema: string | undefined): string {
  return schema ? `${topic}_${schema}` : topic;
}

export interface OpenDatabaseOptions {
  /** postgres://… — use a PostgreSQL server instead of embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite in memory only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  fromDump?: Blob;
  /** Server only: put every table in this schema (created when missing); used by tests. */
  schema?: string;
  /** Server only: pool size. */
  poolSize?: number;
}

const NUMERIC = 1700;
const INT8 = 20;
const BYTEA = 17;

/**
 * PGlite's own bytea handling goes through a JavaScript array of every byte each way, slow and
 * many times the size of the data: a bytea parameter is sent as it is instead (a Buffer or
 * Uint8Array goes out in binary format), and a bytea result, which arrives as `\x` and hex, is
 * decoded natively into a Buffer, as `pg` answers it.
 */
const pgliteBytea = {
  serializer: (value: Uint8Array) => value as unknown as string,
  parser: (value: string) => Buffer.from(value.slice(2), 'hex'),
};

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.fromDump);
}

async function openPglite(dataDir?: string, fromDump?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(fromDump && !dataDir ? { loadDataDir: fromDump } : {}),
    parsers: {
      [NUMERIC]: (v: string) => Number(v),
      [INT8]: (v: string) => Number(v),
      [BYTEA]: pgliteBytea.parser,
    },
    serializers: { [BYTEA]: pgliteBytea.serializer },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ...(dataDir ? { dataDir } : {}),
    dump: () => pglite.dumpDataDir('none'),
    async announce(topic) {
      await sql`select pg_notify(${channelOf(topic, undefined)}, '')`.execute(db);
    },
    async listen(topic, heard) {
      const stop = await pglite.listen(channelOf(topic, undefined), () => heard());
      return () => stop();
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === NUMERIC || oid === INT8) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  };
  if (schema) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } catch (error) {
      // Instances starting together: "if not exists" is no guard against another creating it at
      // the same moment, which fails this one on the catalog's unique name. It is there either way.
      if ((error as { code?: unknown }).code !== '23505') throw error;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    ...(schema ? { schema } : {}),
    async announce(topic) {
      await sql`select pg_notify(${channelOf(topic, schema)}, '')`.execute(db);
    },
    async listen(topic, heard) {
      const stop = await listenOnServer(databaseUrl, channelOf(topic, schema), heard);
      const stopOnce = async () => {
        listeners.delete(stopOnce);
        await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * LISTENs on `channel` on a connection of its own (a pooled one would be handed to queries).
 * When that connection is lost it connects again after a second, and calls `heard` once it is
 * back, since an announcement made in between never reached it.
 */
async function listenOnServer(databaseUrl: string, channel: string, heard: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void reconnect(), RELISTEN_MS);
    };
    next.on('notification', (message) => {
      if (message.channel === channel) heard();
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    // Only now does losing it call for a retry; a failed attempt is retried by its caller.
    client = next;
  };
  const reconnect = async () => {
    try {
      await connect();
      heard();
    } catch {
      if (!stopped) retry = setTimeout(() => void reconnect(), RELISTEN_MS);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/**
 * Applies every pending migration; throws when one fails. With a `schema` (tests on a server) the
 * migration bookkeeping tables live in it too: otherwise Kysely finds another schema's tables of
 * the same name and skips creating its own.
 */
export async function migrate(db: Db, schema?: string): Promise<string[]> {
  const { error, results } = await migratorOf(db, schema).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this code knows that the database has not applied yet, by name. */
export async function pendingMigrations(db: Db, schema?: string): Promise<string[]> {
  const migrations = await migratorOf(db, schema).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

function migratorOf(db: Db, schema: string | undefined): Migrator {
  return new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Drops a test schema on a server. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await admin.end();
  }
}
