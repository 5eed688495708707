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
  /** PGlite only: the whole data directory as one archive (what `fromDump` starts from). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
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

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir, options.fromDump);
}

async function openPglite(dataDir?: string, fromDump?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(fromDump && !dataDir ? { loadDataDir: fromDump } : {}),
    parsers: { [NUMERIC]: (v: string) => Number(v), [INT8]: (v: string) => Number(v) },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ...(dataDir ? { dataDir } : {}),
    dump: () => pglite.dumpDataDir('none'),
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
  return {
    db,
    kind: 'postgres',
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * Applies every pending migration; throws when one fails. With a `schema` (tests on a server) the
 * migration bookkeeping tables live in it too: otherwise Kysely finds another schema's tables of
 * the same name and skips creating its own.
 */
export async function migrate(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
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
