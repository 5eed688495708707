import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { InProcessRequest, PageRenderer, RenderedPage, ShellServerModule } from 'shared/contracts';
import { pageCallHeaders } from 'api';
import type { SiteContext } from './context';
import { RECHECK_MS } from './files';
import { BuiltAssets, type ModuleAssets } from './built-assets';
import { REMOTE_NAMES, type RemoteName } from './from-shared';
import type { RouteDef } from 'shared/routes';
import type { Preview } from './preview';
import { PreviewRenderers, type PreviewRenderRequest } from './preview-renderers';
import { defaultRemotes } from './remotes-source';
import { RouteTables } from './route-tables';
import { ServerCode } from './server-code';

export { OWN_ORIGIN } from './server-code';

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

/**
 * What the pages are built from, as one string that changes when any of it does: the shell's page
 * and server entry, each remote's manifest and server entry (their sizes and times), and where the
 * browser loads each remote from.
 */
async function buildsStamp(context: SiteContext): Promise<string> {
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

/**
 * The server builds a page is rendered with: the shell's (loaded on the first page; without it the
 * pages are rendered in the browser only), pointed at the remotes' server entries, which are
 * checked every second so that a redeployed remote renders without a restart; and each remote's
 * manifest, for the scripts and styles of the modules a page rendered. The shell's API calls are
 * answered in-process. A remote's server code runs only as `ServerCode` allows: from a build this
 * server holds, its files matching their recorded digests. A preview's pages are rendered by a
 * renderer of their own, in a worker thread (`PreviewRenderers`).
 */
export class ServerBuilds {
  private remotesKey = '';
  private checkedAt = 0;
  /** The checks of the server entries, one after the other (a later check never reads an older state). */
  private checks: Promise<void> = Promise.resolve();
  /** What the pages were last seen built from (`buildsStamp`). */
  private builtFrom = '';
  private entries: Record<string, string> = {};
  private readonly assets = new BuiltAssets();
  private loading: Promise<PageRenderer | null> | null = null;
  private readonly code: ServerCode;
  private readonly previews: PreviewRenderers;
  private readonly tables: RouteTables;

  constructor(
    private readonly context: SiteContext,
    private readonly app: FastifyInstance,
  ) {
    this.code = new ServerCode(context.paths, {
      error: (message) => app.log.error(message),
      warn: (message) => app.log.warn(message),
      info: (message) => app.log.info(message),
    });
    this.tables = new RouteTables(this.code, (message) => app.log.error(message));
    this.previews = new PreviewRenderers({
      shellModule: this.serverModule,
      serverBuild: (url) => this.code.open(url),
      inject: (request, client) => this.inject(request, client),
      log: (message, error) => this.app.log.warn({ err: error }, `preview: ${message}`),
    });
  }

  /** Stops the preview renderers. */
  close(): Promise<void> {
    return this.previews.close();
  }

  /** An API call of a page, answered in-process as the visitor at `client`. */
  private async inject(
    request: Parameters<InProcessRequest>[0],
    client: string,
  ): Promise<Awaited<ReturnType<InProcessRequest>>> {
    const answer = await this.app.inject({
      ...request,
      headers: pageCallHeaders(request.headers ?? {}),
      method: request.method as 'GET',
      remoteAddress: client,
    });
    return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
  }

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

  /**
   * Null when pages can be rendered here: the shell's server build is loaded and the remotes
   * served now give a route table with pages; else what is missing. A remote whose table cannot
   * be read leaves the others' pages served (that is logged, not a reason to take no traffic).
   */
  async readiness(): Promise<string | null> {
    if (!existsSync(this.serverModule)) return 'the shell has no server build (npm run build)';
    if (!(await this.renderer())) return 'the shell server build could not be loaded (see the server log)';
    if ((await this.routes()).length === 0) return 'no remote served now has a route table';
    return null;
  }

  private async create(): Promise<PageRenderer> {
    // A CommonJS bundle built by the shell, loaded at run time (the API does not build against it).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const shell = require(this.serverModule) as ShellServerModule;
    const remotes = await this.serverRemotes();
    this.entries = remotes;
    this.remotesKey = JSON.stringify(remotes);
    this.checkedAt = Date.now();
    return shell.createRenderer({
      inject: (request) => this.inject(request, renderingFor.getStore() ?? '127.0.0.1'),
      remotes,
      routes: await this.tables.of(remotes),
      serverBuild: (url) => this.code.open(url),
      log: (message, error) => this.app.log.warn({ err: error }, message),
    });
  }

  /**
   * Remote name → its server entry, next to its manifest; the builds held here carry their entry's
   * time. In development every remote renders from its own development build, while browsers load
   * its code from its dev server.
   */
  private async serverRemotes(): Promise<Record<string, string>> {
    const result: Record<string, string> = {};
    const manifests = this.context.devShellOrigin ? defaultRemotes() : this.context.remotes.current();
    for (const [name, manifest] of Object.entries(manifests)) result[name] = await this.code.entryOf(manifest);
    return result;
  }

  /**
   * The site's route table: the tables of the remotes served now, composed (see `RouteTables.of`), and
   * installed for this process's use of `shared/routes` (the sitemap, the 404 decision, the forms'
   * next pages).
   */
  async routes(): Promise<readonly RouteDef[]> {
    const renderer = await this.renderer();
    return this.tables.of(renderer ? this.entries : await this.serverRemotes());
  }

  /**
   * A page of a preview, rendered in that preview's worker: the live remotes (as the main renderer
   * has them) with the previewed release in place of its remote's build; null without a shell
   * server build.
   */
  async renderPreview(preview: Preview, request: Omit<PreviewRenderRequest, 'preview'>): Promise<RenderedPage | null> {
    if (!(await this.renderer())) return null;
    const remotes = { ...this.entries, [preview.name]: await this.code.entryOf(preview.manifest) };
    const composition = { remotes, routes: await this.tables.of(remotes, false) };
    return this.previews.render(`${preview.folder}@${preview.version}`, composition, {
      ...request,
      preview: { remote: preview.folder, version: preview.version, changes: preview.changes },
    });
  }

  /**
   * What the pages are built from now (`buildsStamp`). When that changed, the remotes' server
   * entries and manifests are read again before this returns: every page rendered after a caller
   * saw the change is rendered from the changed builds, so a page kept from then on is never an
   * older build's (the page cache clears on a changed stamp).
   */
  async stamp(): Promise<string> {
    const stamp = await buildsStamp(this.context);
    if (stamp === this.builtFrom) return stamp;
    this.builtFrom = stamp;
    this.assets.forget();
    const renderer = this.loading ? await this.loading : null;
    if (renderer) await this.revalidate(renderer, true);
    return stamp;
  }

  /**
   * At most once a second (at once when `now`): a remote redeployed (a new server entry) is used
   * from this render on.
   */
  private revalidate(renderer: PageRenderer, now = false): Promise<void> {
    if (!now && Date.now() - this.checkedAt < RECHECK_MS) return Promise.resolve();
    this.checkedAt = Date.now();
    const check = this.checks.then(async () => {
      const remotes = await this.serverRemotes();
      const key = JSON.stringify(remotes);
      if (key === this.remotesKey) return;
      this.remotesKey = key;
      this.entries = remotes;
      renderer.setRemotes(remotes, await this.tables.of(remotes));
    });
    this.checks = check.catch(() => undefined);
    return check;
  }

  /**
   * The scripts and styles of each exposed module of a remote build of this site, and the scripts
   * of each chunk group (`#name`) (see `BuiltAssets`): the build behind the manifest URL path
   * `manifest`, else the remote's live build. The shell's build has chunk groups only.
   */
  assetsOf(name: RemoteName | 'shell', manifest?: string): Promise<Map<string, ModuleAssets>> {
    const place = manifest ? this.context.paths.builtFileOf(manifest) : null;
    const dist = name === 'shell' ? this.context.paths.shellDist : this.context.paths.remoteDist(name);
    return this.assets.of(join(place?.root ?? dist, 'mf-manifest.json'));
  }
}
