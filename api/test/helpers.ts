import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { dropSchema, migrate, openDatabase, type DatabaseHandle, type Db } from '../src/db/connection';
import { seedDatabase } from '../src/db/seed';

export { dropSchema, openDatabase };
export { ContentChanges, followContentWrites } from '../src/core/content-changes';

export const FIXTURE_SEED = join(__dirname, 'fixtures', 'seed');
export const REAL_SEED = join(__dirname, '..', 'seed');
const MIGRATIONS = join(__dirname, '..', 'src', 'db', 'migrations');
/** PGlite's package file (its version decides the format of a dump). */
const PGLITE_PACKAGE = join(require.resolve('@electric-sql/pglite').split('/dist/')[0]!, 'package.json');

/** Limits high enough that only the rate-limit tests ever hit them. */
export const relaxedLimits = {
  enquiry: { max: 1000, timeWindowMs: 60_000 },
  newsletter: { max: 1000, timeWindowMs: 60_000 },
  login: { max: 1000, timeWindowMs: 60_000 },
  voucher: { max: 1000, timeWindowMs: 60_000 },
  upload: { max: 1000, timeWindowMs: 60_000 },
  guestCart: { max: 1000, timeWindowMs: 60_000 },
};

export interface TestDb {
  handle: DatabaseHandle;
  /** The server schema of this test database (undefined on PGlite). */
  schema?: string;
  /** Opens a second handle on the same data (same PGlite directory or server schema). */
  reopen(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite (or PGlite in `dataDir`), or, when DATABASE_URL is
 * set, a schema of its own on that server, dropped afterwards.
 */
export async function createTestDb(options: { dataDir?: string } = {}): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const open = () => openDatabase({ databaseUrl: url, schema, poolSize: 4 });
    const handle = await open();
    await migrate(handle.db, schema);
    return {
      handle,
      schema,
      reopen: open,
      async cleanup() {
        await handle.close();
        await dropSchema(url, schema);
      },
    };
  }
  if (options.dataDir) {
    const open = () => openDatabase({ dataDir: options.dataDir });
    const handle = await open();
    await migrate(handle.db);
    return { handle, reopen: open, cleanup: () => handle.close() };
  }
  const handle = await openDatabase({ fromDump: await migratedDump() });
  await migrate(handle.db);
  return {
    handle,
    reopen: () => Promise.reject(new Error('An in-memory database cannot be opened twice')),
    cleanup: () => handle.close(),
  };
}

/**
 * A freshly migrated, empty PGlite data directory as one archive, made once and kept in the system's
 * temporary folder under the hash of the migrations and PGlite's version: starting a database from
 * it takes a fraction of creating and migrating one. Written under a temporary name and renamed, so
 * test workers making it at once never read half a file.
 */
async function migratedDump(): Promise<Blob> {
  const hash = createHash('sha256').update(readFileSync(PGLITE_PACKAGE));
  for (const file of readdirSync(MIGRATIONS).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  const path = join(tmpdir(), `api-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(path)) {
    const fresh = await openDatabase();
    await migrate(fresh.db);
    const dump = await fresh.dump!();
    await fresh.close();
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

/** A seed directory: the fixture content plus the real demo.json. */
export function makeSeedDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-seed-'));
  cpSync(FIXTURE_SEED, dir, { recursive: true });
  copyFileSync(join(REAL_SEED, 'demo.json'), join(dir, 'demo.json'));
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  seedDir: string;
  uploadDir: string;
  close(): Promise<void>;
}

/**
 * The API over a fresh in-memory database with the test seed; `extend` adds to the app before it is
 * ready (the site server adds the site).
 */
export async function createTestApp(
  overrides: Partial<AppOptions> = {},
  options: { demo?: boolean; extend?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const seedDir = makeSeedDir();
  const uploadDir = mkdtempSync(join(tmpdir(), 'api-uploads-'));
  await seedDatabase(db.handle.db, { seedDir, demo: options.demo ?? true });
  const app = await buildApp({
    database: db.handle,
    seedDir,
    uploadDir,
    rateLimits: relaxedLimits,
    ...overrides,
  });
  if (options.extend) await options.extend(app);
  await app.ready();
  return {
    app,
    db,
    seedDir,
    uploadDir,
    async close() {
      await app.close();
      await db.cleanup();
      rmSync(seedDir, { recursive: true, force: true });
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export async function login(
  app: FastifyInstance,
  email = 'demo@example.com',
  password = 'demo-password',
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** A multipart/form-data body with `file` parts and `format[]=file` fields. */
export function multipart(files: { name: string; content: Buffer; type?: string }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="format[]"\r\n\r\nfile\r\n`));
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The bytes of upload `id` as the database holds them (its pieces in order, numbered from 0 without
 * a gap); undefined when it holds none.
 */
export async function storedBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const rows = await db
    .selectFrom('uploaded_file_chunks')
    .select(['seq', 'data'])
    .where('file_id', '=', id)
    .orderBy('seq')
    .execute();
  if (rows.length === 0) return undefined;
  if (rows.some((row, i) => row.seq !== i))
    throw new Error(`upload ${id}: its pieces are not numbered 0…${rows.length - 1}`);
  return Buffer.concat(rows.map((row) => Buffer.from(row.data)));
}

/** How many pieces of stored files the database holds, of every upload. */
export async function chunkCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('uploaded_file_chunks')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The outbox rows of an enquiry, the confirmation before the lead. */
export function mailsOf(db: TestDb, userRequestId: number) {
  return db.handle.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('user_request_id', '=', userRequestId)
    .orderBy('kind')
    .execute();
}

/**
 * Runs the real server (`api/src/server.ts`) with `env` added until it exits, at most 60 s: its
 * exit code and error output. For start-up checks that must stop it.
 */
export function runServerUntilExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, PORT: '18399', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const HELD_BOUNDARY = '----held-upload';
/** Bytes of the text file a held upload sends (`holdUpload`). */
export const HELD_UPLOAD_BYTES = 256 * 1024;

/**
 * An upload to a listening app over a real socket, from `address` (sent as X-Forwarded-For), of
 * one text file of HELD_UPLOAD_BYTES that has arrived but whose request does not end until
 * `finish` (answering the status) or `breakOff` is called.
 */
export function holdUpload(app: FastifyInstance, address: string) {
  const { port } = app.server.address() as AddressInfo;
  let answered: (status: number) => void = () => undefined;
  const status = new Promise<number>((resolve) => (answered = resolve));
  const req = request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/filemanager/upload/file',
      headers: { 'content-type': `multipart/form-data; boundary=${HELD_BOUNDARY}`, 'x-forwarded-for': address },
    },
    (res) => {
      res.resume();
      res.on('end', () => answered(res.statusCode ?? 0));
    },
  );
  req.on('error', () => answered(0));
  req.write(
    `--${HELD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n` +
      'x'.repeat(HELD_UPLOAD_BYTES),
  );
  return {
    finish: () => {
      req.end(`\r\n--${HELD_BOUNDARY}--\r\n`);
      return status;
    },
    breakOff: () => req.destroy(),
  };
}

/** Polls until `check` answers something truthy (at most 5 s). */
export async function waitFor<T>(check: () => T | undefined | false): Promise<T> {
  for (let i = 0; i < 250; i++) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met within 5 s');
}
