import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENV_FILE, loadEnvFile, portSetting, wholeNumberSetting } from '../src/core/env';

const root = join(__dirname, '..', '..');

/** Every file under `dir` whose name ends in `.ts`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the .env file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const names = ['ENV_FILE_TEST_A', 'ENV_FILE_TEST_B', 'ENV_FILE_TEST_C'];
  afterEach(() => {
    for (const name of names) delete process.env[name];
  });

  it('is the one at the repository root', () => {
    expect(ENV_FILE).toBe(join(root, '.env'));
  });

  // In a process of its own: Node writes the file's values into the real environment, which a
  // test's `process.env` (a copy) does not show.
  it('sets what the environment lacks; what the environment has wins', () => {
    const file = join(dir, '.env');
    writeFileSync(file, 'ENV_FILE_TEST_A=from the file\nENV_FILE_TEST_B="quoted # not a comment" # a comment\n');
    const script = `const { loadEnvFile } = require(${JSON.stringify(join(root, 'api', 'src', 'core', 'env.ts'))});
      const loaded = loadEnvFile(${JSON.stringify(file)});
      console.log(JSON.stringify({ loaded, a: process.env.ENV_FILE_TEST_A, b: process.env.ENV_FILE_TEST_B }));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ENV_FILE_TEST_A: 'from the environment' },
    });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({
      loaded: true,
      a: 'from the environment',
      b: 'quoted # not a comment',
    });
  });

  it('is optional: without one nothing changes', () => {
    expect(loadEnvFile(join(dir, 'none', '.env'))).toBe(false);
    expect(process.env.ENV_FILE_TEST_C).toBeUndefined();
  });

  it('has an example that names every setting the server and its commands read', () => {
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const read = new Set<string>();
    for (const file of [...sources(join(root, 'api', 'src')), join(root, 'tools', 'start.mjs')]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|Setting\('([A-Z][A-Z0-9_]+)'/g))
        read.add((match[1] ?? match[2])!);
    }
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });
});

describe('settings that stop the start-up when they cannot be right', () => {
  it('a port is a port number', () => {
    expect(portSetting('PORT', 8080, {})).toBe(8080);
    expect(portSetting('PORT', 8080, { PORT: ' 4800 ' })).toBe(4800);
    for (const bad of ['0', '65536', '80a', '-1', 'http'])
      expect(() => portSetting('PORT', 8080, { PORT: bad })).toThrow(
        `PORT must be a port number (1–65535), not "${bad}"`,
      );
  });

  it('a limit is a whole number', () => {
    expect(() => wholeNumberSetting('LOGIN_RATE_LIMIT', { LOGIN_RATE_LIMIT: '500MB' })).toThrow('LOGIN_RATE_LIMIT');
  });
});
