import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { ROOT, SUITE_PORT, startServer } from './server-process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyBuilds, hashTree } from './site-copy';

const PORT = SUITE_PORT + 1;
const OLD_TEXT = 'Váš košík je prázdný.';
const NEW_TEXT = 'Váš košík je zatím prázdný.';

test.describe.configure({ mode: 'serial' });

/** A copy of every app's build, served by its own API process (the copy can be changed while it runs). */
async function startCopy(name: string, port: number) {
  const work = path.join(ROOT, 'e2e', '.data', name);
  rmSync(work, { recursive: true, force: true });
  const siteRoot = path.join(work, 'site');
  copyBuilds(siteRoot);
  const { base, server } = await startServer(port, { SITE_ROOT: siteRoot, DATA_DIR: path.join(work, 'data') });
  return { work, siteRoot, base, server };
}

test('a remote rebuilt and swapped alone shows its new build while the shell stays byte-identical @local', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { work, siteRoot, base, server } = await startCopy('deploy', PORT);
  try {
    await page.goto(`${base}/kosik`);
    await expect(page.getByText(OLD_TEXT)).toBeVisible();
    expect(await (await fetch(`${base}/kosik`)).text()).toContain(OLD_TEXT);
    const shellBefore = hashTree(path.join(siteRoot, 'shell', 'dist'));

    // The commerce team changes one string and builds their remote alone (for browsers and the server).
    const v2 = path.join(work, 'mf-commerce-v2');
    mkdirSync(v2, { recursive: true });
    cpSync(path.join(ROOT, 'mf-commerce', 'src'), path.join(v2, 'src'), { recursive: true });
    for (const file of ['webpack.config.cjs', 'package.json'])
      cpSync(path.join(ROOT, 'mf-commerce', file), path.join(v2, file));
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

    // The server renders with the new build within seconds, without a restart.
    await expect.poll(async () => (await fetch(`${base}/kosik`)).text(), { timeout: 10_000 }).toContain(NEW_TEXT);
    await page.reload();
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    await expect(page.getByText(OLD_TEXT)).toHaveCount(0);
    expect(hashTree(path.join(siteRoot, 'shell', 'dist'))).toEqual(shellBefore);
    expect(hashTree(path.join(siteRoot, 'shell', 'dist'))).toEqual(hashTree(path.join(ROOT, 'shell', 'dist')));
  } finally {
    server.kill('SIGTERM');
  }
});

test("without a remote's server build the page still answers with the header, the footer and the fallback @local", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { siteRoot, base, server } = await startCopy('no-server-build', PORT + 1);
  try {
    rmSync(path.join(siteRoot, 'mf-content', 'dist', 'server'), { recursive: true, force: true });
    // The server notices within a second that the build is gone.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const response = await fetch(`${base}/o-nas`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<header class="chrome-header"');
    expect(html).toContain('<footer class="chrome-footer"');
    expect(html).toContain('Obsah stránky se nepodařilo načíst.');
    // The browser renders the page from mf-content's browser build.
    await page.goto(`${base}/o-nas`);
    await expect(page.getByRole('heading', { level: 1, name: 'O nás' })).toBeVisible();
  } finally {
    server.kill('SIGTERM');
  }
});
