import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { createTestDb, login, relaxedLimits, type TestDb } from './helpers';

/*
 * The command that creates users in production, run as an operator runs it (a process of its own,
 * the password piped in) on an embedded database in a temporary DATA_DIR, or, with DATABASE_URL, in
 * a schema of its own on that server (DATABASE_SCHEMA).
 */

const PASSWORD = 'pracovni-heslo-42';

// Each run starts a process of its own (and, the first, a new embedded database).
jest.setTimeout(90_000);

let dataDir: string;
let server: TestDb | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'api-user-cli-'));
  if (process.env.DATABASE_URL) server = await createTestDb();
});
afterAll(async () => {
  await server?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm run user:create -w api -- …args` (its script's file) with `input` on its standard input. */
function createUser(args: string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = server ? { DATABASE_SCHEMA: server.schema! } : { DATA_DIR: dataDir };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/create-user.ts', ...args], {
      cwd: join(__dirname, '..'),
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

describe('npm run user:create', () => {
  it('is the script of the api package', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['user:create']).toBe('node --enable-source-maps dist/create-user.js');
  });

  it('creates a staff user from a piped password', async () => {
    const run = await createUser(
      ['--email', 'Recepce@Example.com', '--name', 'Recepce Brno', '--staff'],
      `${PASSWORD}\n`,
    );
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Created staff user recepce@example\.com \(id \d+\)\.\n$/);
    const user = await createUser(['--email', 'klient@example.com', '--name', 'Klient'], `${PASSWORD}\r\n`);
    expect(user.code).toBe(0);
    expect(user.stdout).toMatch(/^Created user klient@example\.com/);
  });

  it('refuses an e-mail some user has (any case), a short password and an invalid e-mail, with exit code 1', async () => {
    const duplicate = await createUser(
      ['--email', 'RECEPCE@example.com', '--name', 'Jiná', '--staff'],
      `${PASSWORD}\n`,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe('A user with the e-mail recepce@example.com already exists.\n');

    const short = await createUser(['--email', 'novy@example.com', '--name', 'Nový'], 'kratke\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^password: .*at least 10 characters/);

    const same = await createUser(['--email', 'novy@example.com', '--name', 'Nový'], 'Novy@Example.com\n');
    expect(same.code).toBe(1);
    expect(same.stderr).toMatch(/^password: .*must not be the e-mail/);

    const invalid = await createUser(['--email', 'novy@', '--name', 'Nový'], `${PASSWORD}\n`);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^email: /);

    const usage = await createUser(['--email', 'novy@example.com'], `${PASSWORD}\n`);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/^Usage: npm run user:create/);
    for (const run of [duplicate, short, same, invalid, usage]) expect(run.stdout).toBe('');
  });

  it('made users who log in: the staff user with the staff scope works the inbox, the other not', async () => {
    const db = server ?? (await createTestDb({ dataDir: join(dataDir, 'pglite') }));
    const app = await buildApp({
      database: db.handle,
      uploadDir: join(dataDir, 'uploads'),
      rateLimits: relaxedLimits,
    });
    try {
      const users = await db.handle.db.selectFrom('users').select(['email', 'name', 'scope']).orderBy('id').execute();
      expect(users).toEqual([
        { email: 'recepce@example.com', name: 'Recepce Brno', scope: ['staff'] },
        { email: 'klient@example.com', name: 'Klient', scope: ['user'] },
      ]);
      const staff = { authorization: `Bearer ${await login(app, 'recepce@example.com', PASSWORD)}` };
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: staff });
      expect(me.json().data).toMatchObject({ email: 'recepce@example.com', scope: ['staff'] });
      expect((await app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: staff })).statusCode).toBe(200);
      const client = { authorization: `Bearer ${await login(app, 'klient@example.com', PASSWORD)}` };
      expect((await app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: client })).statusCode).toBe(403);
    } finally {
      await app.close();
      if (!server) await db.cleanup();
    }
  });
});
