import { join, resolve } from 'node:path';
import { ROOT_DIR } from '../core/paths';
import { migrate, openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from './connection';

type Env = Record<string, string | undefined>;

/** The database the environment names, the same for the server and every command. */
export interface DatabaseSetting {
  /** What to open: DATABASE_URL (its tables in DATABASE_SCHEMA when that is set), else PGlite in DATA_DIR/pglite. */
  open: OpenDatabaseOptions;
  /** DATABASE_SCHEMA on a server (migrations keep their bookkeeping in it too); undefined otherwise. */
  schema: string | undefined;
  /** DATA_DIR (default `data/` at the repository root): the embedded database and, by default, the uploads. */
  dataDir: string;
}

export function databaseSetting(env: Env = process.env): DatabaseSetting {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT_DIR, 'data'));
  const schema = (databaseUrl && env.DATABASE_SCHEMA) || undefined;
  return {
    open: databaseUrl ? { databaseUrl, ...(schema ? { schema } : {}) } : { dataDir: join(dataDir, 'pglite') },
    schema,
    dataDir,
  };
}

/**
 * Opens the database the environment names and applies the pending migrations, as the server does
 * at start; for commands that work on the data (the seed, creating a user). The embedded database
 * is one process's at a time: stop the server before running a command on it.
 */
export async function openConfiguredDatabase(env: Env = process.env): Promise<DatabaseHandle> {
  const setting = databaseSetting(env);
  const database = await openDatabase(setting.open);
  try {
    await migrate(database.db, setting.schema);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
