import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dismissPopups, untilHydrated } from './helpers';
import { ROOT, SUITE_PORT, startServer } from './server-process';
import { copyBuilds, hashTree } from './site-copy';
import { STAFF } from './staff-inbox-helpers';

/*
 * A team ships its remote alone: two releases of mf-content (each a copy of its folder with another
 * heading on the search page, built by the release tool), promoted and rolled back on a running
 * server with the registry tool. Nothing is restarted and the shell's files do not change. The
 * second is previewed in one staff member's browser while the first is live (a guest's browser is
 * refused the preview); and a release whose server entry was
 * changed after it was made is not run on the server. The releases are built once, for every test
 * of this file, which therefore run one after the other.
 */

const PORT = SUITE_PORT + 8;
const WORK = path.join(ROOT, 'e2e', '.data', 'releases');
const SITE_ROOT = path.join(WORK, 'site');
const RELEASES = path.join(WORK, 'releases');
const SEARCH = '/hledani';
const HEADING = 'Vyhledávání';
const HEADINGS = { first: 'Vyhledávání v prvním vydání', second: 'Vyhledávání ve druhém vydání' } as const;

test.describe.configure({ mode: 'serial' });

/** One of the release tools, run as a team would; its exit code and what it printed. */
function tool(script: 'release' | 'remote', args: string[], releases = RELEASES) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'tools', 'release', `${script}.mjs`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: releases, SITE_ROOT, USER: 'e2e' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Releases a copy of mf-content whose search page is headed `heading`; its version. */
function releaseWithHeading(label: string, heading: string): string {
  const copy = path.join(WORK, `mf-content-${label}`);
  for (const file of ['src', 'package.json', 'webpack.config.cjs'])
    cpSync(path.join(ROOT, 'mf-content', file), path.join(copy, file), { recursive: true });
  const translations = path.join(copy, 'src', 'features', 'search', 'locales', 'cs.json');
  const source = readFileSync(translations, 'utf8');
  expect(source).toContain(`"title": "${HEADING}",`);
  writeFileSync(translations, source.replace(`"title": "${HEADING}",`, `"title": "${heading}",`));
  const { status, output } = tool('release', ['--source', copy, '--allow-dirty', '--note', noteOf(heading)]);
  expect(status, output).toBe(0);
  return /\[release\] mf-content (\S+) is in /.exec(output)![1]!;
}

/** The note a release of the search page headed `heading` is made with: what it changes. */
const noteOf = (heading: string) => `The search page is headed "${heading}"`;

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

/** The two releases of mf-content, built once for the file's tests. */
let first = '';
let second = '';

test.beforeAll(async () => {
  test.setTimeout(360_000);
  rmSync(WORK, { recursive: true, force: true });
  copyBuilds(SITE_ROOT);
  first = releaseWithHeading('first', HEADINGS.first);
  second = releaseWithHeading('second', HEADINGS.second);
});

/** A releases folder of its own holding the two releases, with `live` promoted. */
function releasesWith(name: string, live: string): string {
  const dir = path.join(WORK, name);
  for (const version of [first, second])
    cpSync(path.join(RELEASES, 'mf-content', version), path.join(dir, 'mf-content', version), { recursive: true });
  const promoted = tool('remote', ['promote', 'mf-content', live], dir);
  expect(promoted.status, promoted.output).toBe(0);
  return dir;
}

test('a remote released twice is promoted, rolled back and gated on a running server; the shell stays byte-identical @local', async ({
  page,
}) => {
  test.setTimeout(240_000);
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
    // Under each release, what it changes: its note (a copy of the remote has no commits of its own).
    const lines = listed.output.split('\n');
    const liveLine = lines.findIndex((line) => line.includes(`* ${first} `));
    expect(lines[liveLine + 1]?.trim()).toBe(noteOf(HEADINGS.first));
    expect(listed.output).toMatch(new RegExp(`e2e {2}rollback mf-content: ${second.replace(/[+.]/g, '\\$&')} → `));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await served()).toBe(HEADINGS.first);
    expect(hashTree(path.join(SITE_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  } finally {
    server.kill('SIGTERM');
  }
});

/** A staff member's browser session in `context` (the `sid` cookie): only staff may preview. */
async function logInAsStaff(context: BrowserContext, base: string): Promise<void> {
  expect((await context.request.post(`${base}/api/auth/login`, { data: STAFF })).ok()).toBe(true);
}

test('a release previewed in one staff browser while another is live: only that browser sees it, in its server render and in the browser, until its badge turns it off @local', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const releases = releasesWith('releases-preview', first);
  const { base, server } = await startServer(PORT + 1, {
    SITE_ROOT,
    RELEASES_DIR: releases,
    DATA_DIR: path.join(WORK, 'data-preview'),
  });
  const tester = await browser.newContext();
  const visitor = await browser.newContext();
  try {
    await dismissPopups(tester, base);
    await dismissPopups(visitor, base);
    const page = await tester.newPage();

    // A guest asking for the preview of a release the server holds is refused, and nothing changes.
    const guest = await visitor.newPage();
    const refusedGuest = await guest.goto(`${base}${SEARCH}?preview=mf-content@${encodeURIComponent(second)}`);
    expect(refusedGuest?.status()).toBe(403);
    await expect(guest.locator('body')).toContainText("Preview refused: previews are for this site's staff");
    expect(await visitor.cookies()).not.toContainEqual(expect.objectContaining({ name: 'remote-preview' }));
    await guest.close();

    await logInAsStaff(tester, base);

    // An unknown version, or an address instead of a release, is refused and changes nothing.
    for (const value of ['mf-content@9.9.9-0000000', 'https://cdn.example.cz/mf-content/mf-manifest.json']) {
      const refused = await page.goto(`${base}${SEARCH}?preview=${encodeURIComponent(value)}`);
      expect(refused?.status()).toBe(400);
      await expect(page.locator('body')).toContainText('Preview refused:');
    }
    expect(await tester.cookies()).not.toContainEqual(expect.objectContaining({ name: 'remote-preview' }));

    // The tester turns the preview of the second release on: a cookie for the browser session.
    await page.goto(`${base}${SEARCH}?preview=mf-content@${encodeURIComponent(second)}`);
    expect(new URL(page.url()).search).toBe('');
    const cookie = (await tester.cookies()).find((entry) => entry.name === 'remote-preview');
    expect(cookie).toMatchObject({ value: encodeURIComponent(`mf-content@${second}`), httpOnly: true, expires: -1 });

    // Their pages are the second release's, on the server and in the browser…
    const html = await (await tester.request.get(`${base}${SEARCH}`)).text();
    expect(/<h1 id="content-search-title"[^>]*>([^<]*)</.exec(html)?.[1]).toBe(HEADINGS.second);
    const remotes = (await (await tester.request.get(`${base}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.mf_content).toBe(`/releases/mf-content/${second}/mf-manifest.json`);
    expect(await headingInBrowser(page, base)).toEqual({ text: HEADINGS.second, fromReleases: [second] });

    // …while everyone else gets the live one.
    const other = await visitor.newPage();
    expect(await headingInBrowser(other, base)).toEqual({ text: HEADINGS.first, fromReleases: [first] });
    await expect(other.locator('.site-preview')).toHaveCount(0);
    const live = await fetch(`${base}${SEARCH}`);
    expect(/<h1 id="content-search-title"[^>]*>([^<]*)</.exec(await live.text())?.[1]).toBe(HEADINGS.first);

    // The badge says which preview is on: a landmark with the shell's label, its button reachable
    // first by the keyboard, at least 24 px each way, and no WCAG AA finding on it.
    await page.goto(`${base}/`);
    const badge = page.getByRole('complementary', { name: 'Náhled verze' });
    await expect(badge).toContainText(`mf-content ve verzi ${second}`);
    const off = badge.getByRole('button', { name: 'Vypnout náhled' });
    await page.keyboard.press('Tab');
    await expect(off).toBeFocused();
    const box = await off.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    const audit = await new AxeBuilder({ page })
      .include('.site-preview')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    // What the previewed release changes, folded under the badge until asked for: next in the
    // keyboard's order, opened with Enter.
    const changes = badge.locator('details');
    await expect(changes.getByText(noteOf(HEADINGS.second))).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(changes.getByText('Co verze mění (1)')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(changes.getByText(noteOf(HEADINGS.second))).toBeVisible();
    // In English, in the shell's English.
    await page.goto(`${base}/en`);
    await expect(page.getByRole('complementary', { name: 'Version preview' })).toContainText(
      `mf-content at version ${second}`,
    );

    // The badge's button turns the preview off: the live release again, and no badge.
    await page.goto(`${base}${SEARCH}`);
    await page.getByRole('button', { name: 'Vypnout náhled' }).click();
    await expect(page.locator('.site-preview')).toHaveCount(0);
    expect(await headingInBrowser(page, base)).toEqual({ text: HEADINGS.first, fromReleases: [first] });
    expect(await tester.cookies()).not.toContainEqual(expect.objectContaining({ name: 'remote-preview' }));

    // Without scripts too: on with the address, off with the badge's form.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      await logInAsStaff(plain, base);
      const noScripts = await plain.newPage();
      await noScripts.goto(`${base}${SEARCH}?preview=mf-content@${encodeURIComponent(second)}`);
      await expect(noScripts.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.second);
      await noScripts.getByRole('button', { name: 'Vypnout náhled' }).click();
      await expect(noScripts.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.first);
      await expect(noScripts.locator('.site-preview')).toHaveCount(0);
    } finally {
      await plain.close();
    }
  } finally {
    await tester.close();
    await visitor.close();
    server.kill('SIGTERM');
  }
});

test('a release whose server entry was changed after it was made is not run on the server: the browser renders its slot, and the log says why @local', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const releases = releasesWith('releases-changed', first);
  const output: string[] = [];
  const { base, server } = await startServer(
    PORT + 2,
    { SITE_ROOT, RELEASES_DIR: releases, DATA_DIR: path.join(WORK, 'data-changed') },
    { output },
  );
  try {
    const served = async () => await (await fetch(`${base}${SEARCH}`)).text();
    const headingOf = (html: string) => /<h1 id="content-search-title"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(headingOf(await served())).toBe(HEADINGS.first);

    // Someone changes the live release's server entry on the disk.
    const entry = path.join(releases, 'mf-content', first, 'server', 'remoteEntry.js');
    const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    const expected = sha256(entry);
    appendFileSync(entry, '\n;globalThis.changedAfterRelease = true;\n');
    const actual = sha256(entry);

    // The server does not run it: the page comes with the slot's fallback in its place…
    await expect.poll(async () => headingOf(await served()), { timeout: 10_000 }).toBeUndefined();
    expect(await served()).toContain('data-fallback="content"');
    // …and the browser renders the slot from the release's browser build.
    expect(await headingInBrowser(page, base)).toEqual({ text: HEADINGS.first, fromReleases: [first] });

    // One line of the log says which remote, which file, and both digests.
    const line = `mf-content: server/remoteEntry.js of its release ${first} (${path.join(releases, 'mf-content', first)}) does not match its release.json: expected sha256 ${expected}, actual ${actual}; its server code is not run, its slot renders in the browser`;
    await expect.poll(() => output.filter((logged) => logged.includes(line)).length).toBe(1);
  } finally {
    server.kill('SIGTERM');
  }
});

/** Releases a copy of mf-content whose route table adds a page of news, in both languages; its version. */
function releaseWithNewsPage(): string {
  const copy = path.join(WORK, 'mf-content-news');
  for (const file of ['src', 'package.json', 'webpack.config.cjs'])
    cpSync(path.join(ROOT, 'mf-content', file), path.join(copy, file), { recursive: true });
  // The page itself, written as the remote writes its pages: a component, its Czech texts built in
  // and its English texts in a chunk of their own…
  const feature = path.join(copy, 'src', 'features', 'news');
  mkdirSync(path.join(feature, 'locales'), { recursive: true });
  writeFileSync(
    path.join(feature, 'locales', 'cs.json'),
    JSON.stringify({ news: { title: 'Novinky prvního vydání' } }),
  );
  writeFileSync(
    path.join(feature, 'locales', 'en.json'),
    JSON.stringify({ news: { title: 'News of the first release' } }),
  );
  writeFileSync(
    path.join(feature, 'translations.ts'),
    `import { registerTranslations, type OtherLanguages } from 'shared';
import cs from './locales/cs.json';

registerTranslations('content', { cs });

export const otherLanguages: OtherLanguages = {
  chunk: 'news',
  load: {
    en: () =>
      import(/* webpackChunkName: "news-en" */ './locales/en.json').then(
        (texts) => [['content', texts.default]] as const,
      ),
  },
};
`,
  );
  writeFileSync(
    path.join(feature, 'NewsPage.tsx'),
    `import { type PageProps, useTranslation } from 'shared';
import './translations';

export { otherLanguages } from './translations';

export default function NewsPage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  return (
    <section className="container">
      <h1 id="news-title">{t('news.title')}</h1>
    </section>
  );
}
`,
  );
  // …and its place in the remote's page module…
  const pageModule = path.join(copy, 'src', 'exposed', 'Page.tsx');
  const source = readFileSync(pageModule, 'utf8');
  expect(source).toContain('  home: HomePage,\n');
  writeFileSync(
    pageModule,
    source
      .replace(
        'const HomePage =',
        "const NewsPage = part('page-news', () => import(/* webpackChunkName: \"page-news\" */ '../features/news/NewsPage'));\nconst HomePage =",
      )
      .replace('  home: HomePage,\n', '  home: HomePage,\n  news: NewsPage,\n'),
  );
  // …and its route in the remote's table.
  const table = path.join(copy, 'src', 'routes.json');
  const routes = JSON.parse(readFileSync(table, 'utf8')) as unknown[];
  writeFileSync(table, JSON.stringify([...routes, NEWS_ROUTE], null, 1));
  const { status, output } = tool('release', ['--source', copy, '--allow-dirty']);
  expect(status, output).toBe(0);
  return /\[release\] mf-content (\S+) is in /.exec(output)![1]!;
}

const NEWS_ROUTE = { id: 'news', cs: '/novinky', en: '/en/news', module: 'mf_content/Page' };

test("a remote's release that adds a page serves it once promoted — server, browser, sitemap, language switch — and rolling back removes it @local", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const news = releaseWithNewsPage();
  const releases = releasesWith('releases-news', first);
  cpSync(path.join(RELEASES, 'mf-content', news), path.join(releases, 'mf-content', news), { recursive: true });
  const { base, server } = await startServer(PORT + 7, {
    SITE_ROOT,
    RELEASES_DIR: releases,
    DATA_DIR: path.join(WORK, 'data-news'),
  });
  const context = await browser.newContext();
  try {
    const status = async (url: string) => (await fetch(`${base}${url}`)).status;
    const sitemap = async () => await (await fetch(`${base}/sitemap.xml`)).text();
    expect(await status(NEWS_ROUTE.cs)).toBe(404);
    expect(await sitemap()).not.toContain(NEWS_ROUTE.cs);
    const shellBefore = hashTree(path.join(SITE_ROOT, 'shell', 'dist'));

    const promoted = tool('remote', ['promote', 'mf-content', news], releases);
    expect(promoted.status, promoted.output).toBe(0);
    // The server renders the new page…
    await expect.poll(() => status(NEWS_ROUTE.cs), { timeout: 10_000 }).toBe(200);
    const html = await (await fetch(`${base}${NEWS_ROUTE.cs}`)).text();
    expect(/<h1 id="news-title"[^>]*>([^<]*)</.exec(html)?.[1]).toBe('Novinky prvního vydání');
    // …lists both languages of it in the sitemap…
    const xml = await sitemap();
    expect(xml).toContain(`${base}${NEWS_ROUTE.cs}</loc>`);
    expect(xml).toContain(`hreflang="en" href="${base}${NEWS_ROUTE.en}"`);

    // …and the browser, whose language switch goes to its English page within the same document.
    await dismissPopups(context, base);
    const page = await context.newPage();
    await page.goto(`${base}${NEWS_ROUTE.cs}`);
    const english = page.locator('header a[hreflang="en"]').first();
    // Its address (through the server's language switch, for a browser without scripts) names the page.
    expect(decodeURIComponent((await english.getAttribute('href')) ?? '')).toContain(`to=${NEWS_ROUTE.en}`);
    await untilHydrated(english);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await english.click();
    await expect(page).toHaveURL(`${base}${NEWS_ROUTE.en}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News of the first release');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // Back to the Czech page through the browser's history, rendered by the router again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novinky prvního vydání');

    // Rolled back: the page is gone from the server's answers and the sitemap.
    const rolledBack = tool('remote', ['rollback', 'mf-content'], releases);
    expect(rolledBack.status, rolledBack.output).toBe(0);
    await expect.poll(() => status(NEWS_ROUTE.cs), { timeout: 10_000 }).toBe(404);
    expect(await status(NEWS_ROUTE.en)).toBe(404);
    expect(await sitemap()).not.toContain(NEWS_ROUTE.cs);
    // No other build changed: the shell's files are the same bytes.
    expect(hashTree(path.join(SITE_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  } finally {
    await context.close();
    server.kill('SIGTERM');
  }
});
