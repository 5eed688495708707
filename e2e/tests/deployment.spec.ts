import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const APPS = ['shell', 'mf-chrome', 'mf-content', 'mf-forms', 'mf-commerce'];
const PORT = 8181;
const OLD_TEXT = 'Váš košík je prázdný.';
const NEW_TEXT = 'Váš košík je zatím prázdný.';

/** Every file under a folder with the SHA-256 of its bytes. */
function hashTree(dir: string, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(result, hashTree(full, `${prefix}${name}/`));
    else result[prefix + name] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return result;
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not become healthy`);
}

test.describe.configure({ mode: 'serial' });

test('a remote rebuilt and swapped alone shows its new build while the shell stays byte-identical', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const work = path.join(ROOT, 'e2e', '.data', 'deploy');
  rmSync(work, { recursive: true, force: true });
  const siteRoot = path.join(work, 'site');
  for (const app of APPS) cpSync(path.join(ROOT, app, 'dist'), path.join(siteRoot, app, 'dist'), { recursive: true });

  const server = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'api/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SITE_ROOT: siteRoot,
        DATA_DIR: path.join(work, 'data'),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHealth(`${base}/api/health`, server);

    await page.goto(`${base}/kosik`);
    await expect(page.getByText(OLD_TEXT)).toBeVisible();
    const shellBefore = hashTree(path.join(siteRoot, 'shell', 'dist'));

    // The commerce team changes one string and builds their remote alone.
    const v2 = path.join(work, 'mf-commerce-v2');
    mkdirSync(v2, { recursive: true });
    cpSync(path.join(ROOT, 'mf-commerce', 'src'), path.join(v2, 'src'), { recursive: true });
    cpSync(path.join(ROOT, 'mf-commerce', 'webpack.config.cjs'), path.join(v2, 'webpack.config.cjs'));
    const translations = path.join(v2, 'src', 'common', 'translations.ts');
    const source = readFileSync(translations, 'utf8');
    expect(source).toContain(OLD_TEXT);
    writeFileSync(translations, source.replace(OLD_TEXT, NEW_TEXT));
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
        '--mode',
        'production',
        '-c',
        'webpack.config.cjs',
      ],
      {
        cwd: v2,
        stdio: 'ignore',
      },
    );

    // Deploy: swap the remote's dist folder on the running server. Nothing else changes.
    renameSync(path.join(siteRoot, 'mf-commerce', 'dist'), path.join(work, 'mf-commerce-dist-old'));
    renameSync(path.join(v2, 'dist'), path.join(siteRoot, 'mf-commerce', 'dist'));

    await page.reload();
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    await expect(page.getByText(OLD_TEXT)).toHaveCount(0);
    expect(hashTree(path.join(siteRoot, 'shell', 'dist'))).toEqual(shellBefore);
    expect(hashTree(path.join(siteRoot, 'shell', 'dist'))).toEqual(hashTree(path.join(ROOT, 'shell', 'dist')));
  } finally {
    server.kill('SIGTERM');
  }
});
