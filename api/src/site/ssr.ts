import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, PostedForm, RenderedPage, ShellServerModule } from 'shared/contracts';
import { packageDirOf } from './config';
import type { SiteContext } from './context';
import { escapeAttribute, findFile } from './files';
import { inlineScriptHashes } from './headers';
import { REMOTE_NAMES, type RemoteName } from './routes';

/** The origin the server gives its own remotes' URLs; the files behind it are read from disk. */
const OWN_ORIGIN = 'http://site.invalid';
/** How often the remotes' server entries are checked for a redeploy. */
const RECHECK_MS = 1000;

/** A remote's built assets, from its `mf-manifest.json`: per exposed module, its scripts and styles. */
interface ModuleAssets {
  js: string[];
  css: string[];
}

/** The page's HTML around the rendered markup: the head's tags and the state after `#root`. */
export interface ServerPage {
  status: number;
  redirect: string | null;
  html: string;
  /** Rendered for a logged-in user: sent `private, no-store`. */
  personal: boolean;
  /** CSP sources of the page's inline scripts. */
  scriptHashes: string[];
}

/** JSON inside a script element: `<` escaped, so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function collect(page: RenderedPage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    page.pipe(sink);
  });
}

/**
 * Server rendering for the site's pages: loads the shell's server build, points it at the remotes'
 * server builds (their entries re-checked every second, so a redeployed remote renders without a
 * restart) and answers its API calls in-process. Without a shell server build it stays off and the
 * pages are rendered in the browser only.
 */
export class SiteRenderer {
  private remotesKey = '';
  private checkedAt = 0;
  private readonly manifests = new Map<string, { stamp: string; assets: Map<string, ModuleAssets> }>();
  private readonly remoteByDir = new Map<string, RemoteName>(REMOTE_NAMES.map((name) => [packageDirOf(name), name]));

  constructor(
    private readonly context: SiteContext,
    private readonly app: FastifyInstance,
  ) {}

  private get serverModule(): string {
    return join(this.context.paths.shellDist, 'server', 'server.js');
  }

  private loading: Promise<PageRenderer | null> | null = null;

  /** The shell's renderer, loaded on the first page; a failure is logged and retried on the next. */
  private load(): Promise<PageRenderer | null> {
    if (!existsSync(this.serverModule)) return Promise.resolve(null);
    this.loading ??= this.create().catch((error: unknown) => {
      this.app.log.error({ err: error }, 'the shell server build could not be loaded; pages render in the browser');
      this.loading = null;
      return null;
    });
    return this.loading;
  }

  private async create(): Promise<PageRenderer> {
    // A CommonJS bundle built by the shell, loaded at run time (the API does not build against it).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const shell = require(this.serverModule) as ShellServerModule;
    const remotes = await this.serverRemotes();
    this.remotesKey = JSON.stringify(remotes);
    this.checkedAt = Date.now();
    return shell.createRenderer({
      inject: async (request) => {
        const answer = await this.app.inject({ ...request, method: request.method as 'GET' });
        return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
      },
      remotes,
      ownFile: (url) => this.ownUrl(url),
      log: (message, error) => this.app.log.warn({ err: error }, message),
    });
  }

  /** A URL of this site's remotes → the file on disk (`path: null` when missing); null for other URLs. */
  private async ownUrl(url: string): Promise<{ path: string | null } | null> {
    const target = new URL(url);
    if (target.origin !== OWN_ORIGIN) return null;
    return { path: await this.ownFile(target.pathname) };
  }

  /** `/remotes/<package>/<path>` → the file in that remote's dist, or null. */
  private async ownFile(pathname: string): Promise<string | null> {
    const [, root, dir = '', ...rest] = pathname.split('/');
    const name = this.remoteByDir.get(dir);
    if (root !== 'remotes' || !name) return null;
    const dist = this.context.paths.remoteDist(name);
    const relative = await findFile(dist, rest.join('/'));
    return relative ? join(dist, relative) : null;
  }

  /** Remote name → its server entry, next to its manifest; this site's own carry their build's time. */
  private async serverRemotes(): Promise<Record<string, string>> {
    const result: Record<string, string> = {};
    for (const [name, manifest] of Object.entries(this.context.remotes.current())) {
      const entry = new URL('server/remoteEntry.js', new URL(manifest, OWN_ORIGIN + '/'));
      if (entry.origin === OWN_ORIGIN) {
        const file = await this.ownFile(entry.pathname);
        const info = file ? await stat(file).catch(() => null) : null;
        if (info) entry.searchParams.set('v', String(Math.round(info.mtimeMs)));
      }
      result[name] = entry.href;
    }
    return result;
  }

  /** At most once a second: a remote redeployed (a new server entry) is used from this render on. */
  private async revalidate(renderer: PageRenderer): Promise<void> {
    if (Date.now() - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = Date.now();
    const remotes = await this.serverRemotes();
    const key = JSON.stringify(remotes);
    if (key === this.remotesKey) return;
    this.remotesKey = key;
    renderer.setRemotes(remotes);
  }

  /** The scripts and styles of each exposed module of a remote of this site (read again when rebuilt). */
  private async assetsOf(name: RemoteName): Promise<Map<string, ModuleAssets>> {
    const file = join(this.context.paths.remoteDist(name), 'mf-manifest.json');
    const info = await stat(file).catch(() => null);
    const stamp = info ? `${info.mtimeMs}:${info.size}` : 'missing';
    const cached = this.manifests.get(name);
    if (cached?.stamp === stamp) return cached.assets;
    const assets = new Map<string, ModuleAssets>();
    if (info) {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as {
        exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
      };
      for (const expose of manifest.exposes) {
        assets.set(expose.name, {
          js: expose.assets.js.sync,
          css: [...expose.assets.css.sync, ...expose.assets.css.async],
        });
      }
    }
    this.manifests.set(name, { stamp, assets });
    return assets;
  }

  /**
   * Links for the remotes the page rendered: their styles (so the server's markup is styled from
   * the first paint) and preloads of their entries and scripts (fetched in parallel, not in a chain).
   * A stylesheet carries its path as the remote names it (`data-href`), so the remote's style loader
   * finds it already in the page and does not add it a second time.
   */
  private async remoteLinks(
    modules: string[],
    browserRemotes: Record<string, string>,
  ): Promise<{ styles: string[]; preloads: string[] }> {
    const links = new Set<string>();
    const styles = new Set<string>();
    for (const id of modules) {
      const [remote = '', module = ''] = id.split('/');
      const manifestUrl = browserRemotes[remote];
      if (!manifestUrl || !REMOTE_NAMES.includes(remote as RemoteName)) continue;
      const base = new URL(manifestUrl, OWN_ORIGIN + '/');
      // Only this site's own remotes: another origin's manifest is not read on the server.
      if (base.origin !== OWN_ORIGIN) continue;
      const href = (path: string) => new URL(path, base).pathname;
      // Low priority: the scripts hydrate the page, they do not paint it, so the styles and the
      // page's images go first.
      const preload = (path: string) =>
        links.add(`<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href(path))}">`);
      preload('remoteEntry.js');
      const assets = (await this.assetsOf(remote as RemoteName)).get(module);
      for (const css of assets?.css ?? [])
        styles.add(`<link rel="stylesheet" href="${escapeAttribute(href(css))}" data-href="${escapeAttribute(css)}">`);
      for (const js of assets?.js ?? []) preload(js);
    }
    return { styles: [...styles], preloads: [...links] };
  }

  /**
   * Renders a page into the shell's HTML: null when there is no server build or the shell itself
   * failed (the caller then sends the page to be rendered in the browser).
   */
  async render(
    path: string,
    origin: string,
    template: string,
    cookies = '',
    posted?: PostedForm,
  ): Promise<ServerPage | null> {
    const renderer = await this.load();
    if (!renderer) return null;
    await this.revalidate(renderer);
    let page: RenderedPage;
    try {
      page = await renderer.render(path, origin, cookies, posted);
    } catch (error) {
      this.app.log.error({ err: error }, `the shell failed to render ${path} on the server`);
      return null;
    }
    // A wrong slug moves for good (301); a page for guests or users only moves by session (302);
    // maintenance sends visitors on for now (307).
    if (page.redirect) {
      const status = page.status >= 300 && page.status < 400 ? page.status : 301;
      return { status, redirect: page.redirect, html: '', personal: status === 302 || page.private, scriptHashes: [] };
    }
    const markup = await collect(page);
    const browserRemotes = this.context.remotes.current();
    const head = this.headTags(page, path, origin);
    const remote = await this.remoteLinks(page.modules, browserRemotes);
    const state = { ...page.state, remotes: browserRemotes };
    // Consent Mode's default is the dataLayer's first entry, before any script of the page runs;
    // then the shell's keeper of clicks and keys made before the page has hydrated.
    const headScript = `window.dataLayer=window.dataLayer||[];window.dataLayer.push(${scriptJson(['consent', 'default', page.consentDefault])});${renderer.headScript}`;
    // The shell's built index.html (minified: attribute quotes may be left out).
    const html = template
      .replace(/<html lang="?[^"\s>]*"?/, `<html lang="${page.locale}"`)
      .replace(/<head>/, () => `<head><script>${headScript}</script>`)
      .replace(/<title>[^<]*<\/title>/, () => [head, ...remote.preloads].join('\n    '))
      // The remotes' styles after the site's base styles (the shell's), which they refine.
      .replace('</head>', () => `${remote.styles.join('\n    ')}</head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        /<div id="?root"?><\/div>/,
        () =>
          `<div id="root">${markup}</div><script type="application/json" id="ssr-state">${scriptJson(state)}</script>`,
      );
    return {
      status: page.status,
      redirect: null,
      html,
      personal: page.private,
      // Only the script written here: nothing else inline in the page may run.
      scriptHashes: inlineScriptHashes(`<script>${headScript}</script>`),
    };
  }

  private headTags(page: RenderedPage, path: string, origin: string): string {
    const { head } = page;
    const tags = [`<title>${escapeAttribute(head.title ?? 'Sídlo Partner')}</title>`];
    // Marked: the browser drops what React has not taken over once the visitor moves on.
    const mark = 'data-server-head';
    if (head.description) tags.push(`<meta name="description" content="${escapeAttribute(head.description)}" ${mark}>`);
    // A page that names no canonical URL is its own, without the query.
    const canonical = head.canonical ?? origin + new URL(path, origin).pathname;
    tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}" ${mark}>`);
    for (const [property, content] of Object.entries(head.openGraph ?? {}))
      tags.push(`<meta property="${escapeAttribute(property)}" content="${escapeAttribute(content)}" ${mark}>`);
    for (const [hreflang, path] of Object.entries(head.alternates))
      tags.push(
        `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(origin + path)}" data-hreflang="true">`,
      );
    return tags.join('\n    ');
  }
}
