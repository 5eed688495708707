import { createHash } from 'node:crypto';
import { rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HtmlFile } from '../src/files';
import { BuildWatcher } from '../src/build-watcher';
import { templateAssets } from '../src/page-html';
import { InlineStyles, inlineCss } from '../src/page-styles';
import { makeFixture, removeFixture, SHELL_INDEX, siteApp, writeFixtureFile } from './fixture';

/**
 * A rendered page carries the styles it needs in its head (no stylesheet to fetch before the first
 * paint) and names its scripts for the head script, which requests them once the page has painted.
 */

/** The shell's built `index.html` as webpack writes it: minified, attribute quotes left out. */
const MINIFIED_INDEX =
  '<!doctype html><html lang=cs><head><meta charset=utf-8><meta name=api-base-url content><title>Sídlo Partner</title>' +
  '<script defer src=/main.js></script><link href=/main.css rel=stylesheet>' +
  '<link rel=preload as=script href=/chunks/470.aaaaaaaa.js></head><body><div id=root></div>' +
  '<noscript>Tento web potřebuje JavaScript.</noscript></body></html>';

/**
 * A stand-in for the shell's server build: a page made of mf-chrome's header and mf-content's page,
 * which rendered its home page kind (a part it loads as it renders).
 */
const RENDERER = `exports.createRenderer = async () => ({
  setRemotes() {},
  headScript: '(function start(){window.started=!0})();',
  async render() {
    return {
      status: 200, redirect: null, locale: 'cs', private: false,
      modules: ['mf_chrome/Header', 'mf_content/Page', 'mf_content/Page#page-home'],
      state: { stores: {}, resources: {} },
      consentDefault: {},
      pipe(destination) { destination.end('<main><h1>Kontakt</h1></main>'); },
    };
  },
});\n`;

/** A remote's manifest: each exposed module with its scripts and its remote's one stylesheet. */
function manifest(exposes: Record<string, string[]>, css: string): string {
  return JSON.stringify({
    exposes: Object.entries(exposes).map(([name, js]) => ({
      name,
      assets: { js: { sync: js, async: [] }, css: { sync: [css], async: [css] } },
    })),
  });
}

let root: string;
let app: FastifyInstance;

beforeEach(async () => {
  root = makeFixture();
  writeFixtureFile(root, 'shell/dist/index.html', MINIFIED_INDEX);
  writeFixtureFile(root, 'shell/dist/main.css', 'body{margin:0}');
  writeFixtureFile(root, 'shell/dist/server/server.js', RENDERER);
  writeFixtureFile(
    root,
    'mf-chrome/dist/mf-manifest.json',
    manifest({ Header: ['chunks/1.aaaaaaaa.js', 'chunks/header.bbbbbbbb.js'] }, 'chunks/styles.c0c0c0c0.css'),
  );
  writeFixtureFile(root, 'mf-chrome/dist/chunks/styles.c0c0c0c0.css', '.logo{background:url(../assets/logo.svg)}');
  writeFixtureFile(
    root,
    'mf-content/dist/mf-manifest.json',
    manifest({ Page: ['chunks/page.dddddddd.js'] }, 'chunks/styles.e0e0e0e0.css'),
  );
  writeFixtureFile(root, 'mf-content/dist/chunks/styles.e0e0e0e0.css', 'h1{color:red}');
  writeFixtureFile(
    root,
    'mf-content/dist/chunk-groups.json',
    JSON.stringify({
      'page-home': ['chunks/12.eeeeeeee.js', 'chunks/page-home.ffffffff.js'],
      'page-blog': ['chunks/12.eeeeeeee.js', 'chunks/page-blog.abababab.js'],
    }),
  );
  app = await siteApp({ rootDir: root });
});

afterEach(async () => {
  await app.close();
  removeFixture(root);
});

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a rendered page’s styles and scripts', () => {
  it('carries every stylesheet in its head, the base styles first, each named as its remote’s loader looks for it', async () => {
    const head = headOf((await app.inject({ url: '/kontakt' })).body);
    expect(head).not.toMatch(/<link[^>]*stylesheet/);
    const styles = [...head.matchAll(/<style data-href="([^"]*)">([^<]*)<\/style>/g)].map((m) => [m[1], m[2]]);
    expect(styles).toEqual([
      ['/main.css', 'body{margin:0}'],
      // A URL in a stylesheet is relative to the stylesheet's own address, not the page's.
      ['chunks/styles.c0c0c0c0.css', '.logo{background:url(/remotes/mf-chrome/assets/logo.svg)}'],
      ['chunks/styles.e0e0e0e0.css', 'h1{color:red}'],
    ]);
  });

  it('requests no script from its markup: the head script names the entry and the remotes’ files', async () => {
    const page = await app.inject({ url: '/kontakt' });
    expect(page.body).not.toMatch(/<script[^>]*\bsrc=/);
    expect(page.body).not.toMatch(/rel="?preload"?[^>]*as="?script/);
    const script = /<head><script data-run="([^"]*)" data-preload="([^"]*)"[^>]*>([^<]*)<\/script>/.exec(page.body);
    expect(script?.[1]).toBe('/main.js');
    // The chunks the shell's entry starts with, then the remotes' entries and chunks.
    expect(script?.[2]?.split(' ')).toEqual([
      '/chunks/470.aaaaaaaa.js',
      '/remotes/mf-chrome/remoteEntry.js',
      '/remotes/mf-chrome/chunks/1.aaaaaaaa.js',
      '/remotes/mf-chrome/chunks/header.bbbbbbbb.js',
      '/remotes/mf-content/remoteEntry.js',
      '/remotes/mf-content/chunks/page.dddddddd.js',
    ]);
    // The part the page rendered (its home page kind), not the others the module could load: only
    // fetched, for the page to find when it asks for it while hydrating.
    expect(/data-fetch="([^"]*)"/.exec(page.body)?.[1]?.split(' ')).toEqual([
      '/remotes/mf-content/chunks/12.eeeeeeee.js',
      '/remotes/mf-content/chunks/page-home.ffffffff.js',
    ]);
    // After the consent default, the shell's script as its build made it (minified there), unchanged.
    expect(script?.[3]).toMatch(/\);\(function start\(\)\{window\.started=!0\}\)\(\);$/);
    // The CSP allows that one inline script by its hash, and the inline styles.
    const hash = createHash('sha256').update(script![3]!, 'utf8').digest('base64');
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toMatch(/style-src [^;]*'unsafe-inline'/);
  });

  it('names only the exposed modules’ scripts when a remote’s build lists no parts (an older build)', async () => {
    rmSync(join(root, 'mf-content/dist/chunk-groups.json'));
    const page = await app.inject({ url: '/kontakt' });
    const preload = /data-preload="([^"]*)"/.exec(page.body)?.[1]?.split(' ') ?? [];
    expect(preload.slice(-2)).toEqual([
      '/remotes/mf-content/remoteEntry.js',
      '/remotes/mf-content/chunks/page.dddddddd.js',
    ]);
    expect(page.body).not.toContain('data-fetch=');
  });

  it('keeps the template’s title when the page rendered no head elements (a page that failed to render its own)', async () => {
    const head = headOf((await app.inject({ url: '/kontakt' })).body);
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Sídlo Partner</title>']);
  });

  it('links a stylesheet it cannot read, so the page is still styled', async () => {
    rmSync(join(root, 'mf-content/dist/chunks/styles.e0e0e0e0.css'));
    const head = headOf((await app.inject({ url: '/kontakt?x' })).body);
    expect(head).toContain(
      '<link rel="stylesheet" href="/remotes/mf-content/chunks/styles.e0e0e0e0.css" data-href="chunks/styles.e0e0e0e0.css">',
    );
    expect(head).toContain('<style data-href="chunks/styles.c0c0c0c0.css">');
  });
});

describe('the styles a page is written with', () => {
  it('are read once, and again when the build watcher sees a stylesheet change', async () => {
    const root = makeFixture();
    try {
      const watcher = new BuildWatcher();
      const styles = new InlineStyles(watcher);
      const style = { href: '/main.css', dataHref: '/main.css', file: { root, path: 'main.css' } };
      writeFixtureFile(root, 'main.css', 'body{color:red}');
      expect(await styles.elements([style])).toEqual(['<style data-href="/main.css">body{color:red}</style>']);
      writeFixtureFile(root, 'main.css', 'body{color:blue}');
      expect(await styles.elements([style])).toEqual(['<style data-href="/main.css">body{color:red}</style>']);
      expect(await watcher.check()).toBe(true);
      expect(await styles.elements([style])).toEqual(['<style data-href="/main.css">body{color:blue}</style>']);
      rmSync(join(root, 'main.css'));
      expect(await watcher.check()).toBe(true);
      // A stylesheet it cannot read is linked, for the browser to fetch.
      expect(await styles.elements([style])).toEqual([
        '<link rel="stylesheet" href="/main.css" data-href="/main.css">',
      ]);
    } finally {
      removeFixture(root);
    }
  });
});

describe('the shell’s page the pages are written into', () => {
  it('is read once, and again when the build watcher sees it change', async () => {
    const root = makeFixture();
    try {
      const watcher = new BuildWatcher();
      const index = join(root, 'shell/dist/index.html');
      const file = new HtmlFile(index, null, watcher);
      expect((await file.load())?.html).toContain('<title>Sídlo Partner</title>');
      writeFixtureFile(root, 'shell/dist/index.html', SHELL_INDEX.replace('Sídlo Partner', 'Nové vydání'));
      const later = new Date(Date.now() + 5000);
      utimesSync(index, later, later);
      expect((await file.load())?.html).toContain('<title>Sídlo Partner</title>');
      expect(await watcher.check()).toBe(true);
      expect((await file.load())?.html).toContain('<title>Nové vydání</title>');
      rmSync(index);
      expect(await watcher.check()).toBe(true);
      expect(await file.load()).toBeNull();
    } finally {
      removeFixture(root);
    }
  });
});

describe('inline CSS', () => {
  it('makes relative URLs absolute paths from the stylesheet’s address and leaves the others alone', () => {
    const css = [
      'a{background:url(../assets/a.svg)}',
      "b{background:url('img/b.png?v=1#x')}",
      'c{background:url( "c.svg" )}',
      'd{background:url(/assets/d.svg)}',
      'e{background:url(data:image/svg+xml;base64,AAAA)}',
      'f{background:url(https://cdn.example.cz/f.svg)}',
      'g{filter:url(#shadow)}',
    ].join('');
    expect(inlineCss(css, '/remotes/mf-chrome/chunks/styles.c0c0c0c0.css')).toBe(
      [
        'a{background:url(/remotes/mf-chrome/assets/a.svg)}',
        "b{background:url('/remotes/mf-chrome/chunks/img/b.png?v=1#x')}",
        'c{background:url("/remotes/mf-chrome/chunks/c.svg")}',
        'd{background:url(/assets/d.svg)}',
        'e{background:url(data:image/svg+xml;base64,AAAA)}',
        'f{background:url(https://cdn.example.cz/f.svg)}',
        'g{filter:url(#shadow)}',
      ].join(''),
    );
  });

  it('can never end its style element', () => {
    expect(inlineCss('a::after{content:"</style><script>"}', '/main.css')).toBe(
      'a::after{content:"<\\/style><script>"}',
    );
    expect(inlineCss('a::after{content:"</STYLE>"}', '/main.css')).not.toMatch(/<\/style/i);
  });
});

describe('the shell template’s assets', () => {
  it('are read from the minified template and from one with quotes', () => {
    expect(templateAssets(MINIFIED_INDEX)).toEqual({
      scripts: ['/main.js'],
      stylesheets: ['/main.css'],
      preloads: ['/chunks/470.aaaaaaaa.js'],
    });
    expect(
      templateAssets(
        '<head><script defer="defer" src="/main.js"></script><link rel="stylesheet" href="/a.css">' +
          '<link rel="preload" href="/b.js" as="script"><link rel="preload" href="/c.woff2" as="font"></head>',
      ),
    ).toEqual({ scripts: ['/main.js'], stylesheets: ['/a.css'], preloads: ['/b.js'] });
  });
});
