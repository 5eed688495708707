import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, ShellServerModule } from 'shared/contracts';
import type { SiteContext } from './context';
import { findFile } from './files';
import { REMOTE_NAMES, type RemoteName } from './from-shared';

/**
 * The address of the visitor a page is being rendered for: the page's in-process API calls are
 * made as that visitor's (their own rate-limit buckets), never as the server's loopback address,
 * which every render would share.
 */
const renderingFor = new AsyncLocalStorage<string>();

/** Runs a page's render as the visitor at `address` (their client address, as the API sees it). */
export function renderAs<T>(address: string, render: () => Promise<T>): Promise<T> {
  return renderingFor.run(address, render);
}

/** The origin the server gives its own remotes' URLs; the files behind it are read from disk. */
export const OWN_ORIGIN = 'http://site.invalid';
/** How often the remotes' server entries are checked for a redeploy. */
const RECHECK_MS = 1000;

/**
 * What the pages are built from, as one string that changes when any of it does: the shell's page
 * and server entry, each remote's manifest and server entry (their sizes and times), and where the
 * browser loads each remote from.
 */
export async function buildsStamp(context: SiteContext): Promise<string> {
  const files = [
    join(context.paths.shellDist, 'index.html'),
    join(context.paths.shellDist, 'server', 'server.js'),
    ...REMOTE_NAMES.flatMap((name) => [
      join(context.paths.remoteDist(name), 'mf-manifest.json'),
      join(context.paths.remoteDist(name), 'server', 'remoteEntry.js'),
    ]),
  ];
  const stamps = await Promise.all(
    files.map(async (file) => {
      const info = await stat(file).catch(() => null);
      return info ? `${info.mtimeMs}:${info.size}` : '-';
    }),
  );
  return `${stamps.join(',')}|${JSON.stringify(context.remotes.current())}`;
}

/** A remote's built assets, from its `mf-manifest.json`: per exposed module, its scripts and styles. */
export interface ModuleAssets {
  js: string[];
  css: string[];
}

/**
 * The server builds a page is rendered with: the shell's (loaded on the first page; without it the
 * pages are rendered in the browser only), pointed at the remotes' server entries, which are
 * checked every second so that a redeployed remote renders without a restart; and each remote's
 * manifest, for the scripts and styles of the modules a page rendered. The shell's API calls are
 * answered in-process.
 */
export class ServerBuilds {
  private remotesKey = '';
  private checkedAt = 0;
  private readonly manifests = new Map<string, { stamp: string; assets: Map<string, ModuleAssets> }>();
  private loading: Promise<PageRenderer | null> | null = null;

  constructor(
    private readonly context: SiteContext,
    private readonly app: FastifyInstance,
  ) {}

  private get serverModule(): string {
    return join(this.context.paths.shellDist, 'server', 'server.js');
  }

  /**
   * The shell's renderer, up to date with the remotes' server builds; null without a shell server
   * build. A failure to load it is logged and tried again on the next page.
   */
  async renderer(): Promise<PageRenderer | null> {
    if (!existsSync(this.serverModule)) return null;
    this.loading ??= this.create().catch((error: unknown) => {
      this.app.log.error({ err: error }, 'the shell server build could not be loaded; pages render in the browser');
      this.loading = null;
      return null;
    });
    const renderer = await this.loading;
    if (renderer) await this.revalidate(renderer);
    return renderer;
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
        const answer = await this.app.inject({
          ...request,
          method: request.method as 'GET',
          remoteAddress: renderingFor.getStore() ?? '127.0.0.1',
        });
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

  /** `/remotes/<package>/<path>` or `/releases/<package>/<version>/<path>` → the file in that build, or null. */
  private async ownFile(pathname: string): Promise<string | null> {
    const place = this.context.paths.builtFileOf(pathname);
    if (!place) return null;
    const relative = await findFile(place.root, place.path);
    return relative ? join(place.root, relative) : null;
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
  async assetsOf(name: RemoteName): Promise<Map<string, ModuleAssets>> {
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
}
