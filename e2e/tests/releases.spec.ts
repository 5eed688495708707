import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { untilHydrated } from './helpers';
import { ROOT, SUITE_PORT, startServer } from './server-process';
import { copyBuilds, hashTree } from './site-copy';

/*
 * A team ships its remote alone: two releases of mf-content (each a copy of its folder with another
 * heading on the search page, built by the release tool), promoted and rolled back on a running
 * server with the registry tool. Nothing is restarted and the shell's files do not change.
 */

const PORT = SUITE_PORT + 8;
const WORK = path.join(ROOT, 'e2e', '.data', 'releases');
const SITE_ROOT = path.join(WORK, 'site');
const RELEASES = path.join(WORK, 'releases');
const SEARCH = '/hledani';
const HEADING = 'Vyhledávání';
const HEADINGS = { first: 'Vyhledávání v prvním vydání', second: 'Vyhledávání ve druhém vydání' } as const;

/** One of the release tools, run as a team would; its exit code and what it printed. */
function tool(script: 'release' | 'remote', args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'tools', 'release', `${script}.mjs`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: RELEASES, SITE_ROOT, USER: 'e2e' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Releases a copy of mf-content whose search page is headed `heading`; its version. */
function releaseWithHeading(label: string, heading: string): string {
  const copy = path.join(WORK, `mf-content-${label}`);
  for (const file of ['src', 'package.json', 'webpack.config.cjs'])
    cpSync(path.join(ROOT, 'mf-content', file), path.join(copy, file), { recursive: true });
  const translations = path.join(copy, 'src', 'features', 'search', 'translations.ts');
  const source = readFileSync(translations, 'utf8');
  expect(source).toContain(`title: '${HEADING}',`);
  writeFileSync(translations, source.replace(`title: '${HEADING}',`, `title: '${heading}',`));
  const { status, output } = tool('release', ['--source', copy, '--allow-dirty']);
  expect(status, output).toBe(0);
  return /\[release\] mf-content (\S+) is in /.exec(output)![1]!;
}

/** The search page's heading once the page has loaded and hydrated, and the release its scripts came from. */
async function headingInBrowser(page: Page, base: string) {
  const fromReleases = new Set<string>();
  const listener = (request: { url(): string }) => {
    const match = /\/releases\/mf-content\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match) fromReleases.add(match[1]!);
  };
  page.on('request', listener);
  await page.goto(`${base}${SEARCH}`);
  // The page's own remote has taken over the markup: its heading is the one the browser build renders.
  await untilHydrated(page.locator('#content-search-input'));
  const text = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  page.off('request', listener);
  return { text, fromReleases: [...fromReleases] };
}

test('a remote released twice is promoted, rolled back and gated on a running server; the shell stays byte-identical @local', async ({
  page,
}) => {
  test.setTimeout(420_000);
  rmSync(WORK, { recursive: true, force: true });
  copyBuilds(SITE_ROOT);

  const first = releaseWithHeading('first', HEADINGS.first);
  const second = releaseWithHeading('second', HEADINGS.second);
  expect(first).not.toBe(second);
  for (const version of [first, second]) {
    const record = JSON.parse(readFileSync(path.join(RELEASES, 'mf-content', version, 'release.json'), 'utf8'));
    expect(record).toMatchObject({ remote: 'mf-content', version, exposes: ['Page'], dirty: true });
    expect(Object.keys(record.server)).toContain('remoteEntry.js');
  }
  // The same files again are the same version, and a release is never replaced.
  const again = tool('release', ['--source', path.join(WORK, 'mf-content-first'), '--allow-dirty']);
  expect(again.status).toBe(1);
  expect(again.output).toContain(`mf-content ${first} is released already`);

  const { base, server } = await startServer(PORT, {
    SITE_ROOT,
    RELEASES_DIR: RELEASES,
    DATA_DIR: path.join(WORK, 'data'),
  });
  try {
    const shellBefore = hashTree(path.join(SITE_ROOT, 'shell', 'dist'));
    // The heading of the search page as the server renders it for a new page load.
    const served = async () =>
      /<h1 id="content-search-title"[^>]*>([^<]*)</.exec(await (await fetch(`${base}${SEARCH}`)).text())?.[1];
    expect(await served()).toBe(HEADING);

    // Promote the first, then the second: new page loads show each within seconds.
    for (const version of [first, second]) {
      const promoted = tool('remote', ['promote', 'mf-content', version]);
      expect(promoted.status, promoted.output).toBe(0);
    }
    await expect.poll(served, { timeout: 10_000 }).toBe(HEADINGS.second);
    const remotes = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.mf_content).toBe(`/releases/mf-content/${second}/mf-manifest.json`);
    expect(await headingInBrowser(page, base)).toEqual({ text: HEADINGS.second, fromReleases: [second] });
    const entry = await fetch(`${base}/releases/mf-content/${second}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');

    // Roll back: the first again.
    const rolledBack = tool('remote', ['rollback', 'mf-content']);
    expect(rolledBack.status, rolledBack.output).toBe(0);
    await expect.poll(served, { timeout: 10_000 }).toBe(HEADINGS.first);
    expect(await headingInBrowser(page, base)).toEqual({ text: HEADINGS.first, fromReleases: [first] });

    // A release built against another major of React is refused, whatever else it holds.
    const fake = second.replace(/-[0-9a-f]+\+/, '-0000000+');
    cpSync(path.join(RELEASES, 'mf-content', second), path.join(RELEASES, 'mf-content', fake), { recursive: true });
    const recordFile = path.join(RELEASES, 'mf-content', fake, 'release.json');
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    const shellReact = (
      JSON.parse(readFileSync(path.join(SITE_ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as {
        shared: { name: string; version: string }[];
      }
    ).shared.find((entry) => entry.name === 'react')!.version;
    const otherMajor = `${Number(shellReact.split('.')[0]) - 1}.3.1`;
    writeFileSync(
      recordFile,
      JSON.stringify({ ...record, version: fake, singletons: { ...record.singletons, react: otherMajor } }),
    );
    const refused = tool('remote', ['promote', 'mf-content', fake]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`Refused: mf-content ${fake} does not fit the shell:`);
    expect(refused.output).toContain(`react ${otherMajor}, the shell has ${shellReact}: another major version`);

    // The registry and its log say what happened, and by whom; the first is still live.
    const listed = tool('remote', ['list', 'mf-content']);
    expect(listed.output).toContain(`* ${first}`);
    expect(listed.output).toMatch(new RegExp(`e2e {2}rollback mf-content: ${second.replace(/[+.]/g, '\\$&')} → `));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await served()).toBe(HEADINGS.first);
    expect(hashTree(path.join(SITE_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  } finally {
    server.kill('SIGTERM');
  }
});
