import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { InProcessRequest, PageRenderer, RenderedPage, ShellServerModule } from 'shared/contracts';
import { pageCallHeaders } from 'api';
import type { SiteContext } from './context';
import { BuiltAssets, type ModuleAssets } from './built-assets';
import type { RemoteName } from './from-shared';
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
 * The server builds a page is rendered with: the shell's (loaded on the first page; without it the
 * pages are rendered in the browser only), pointed at the remotes' server entries, which it is
 * pointed at anew when the build watcher sees a build change, so that a redeployed remote renders
 * without a restart; and each remote's
 * manifest, for the scripts and styles of the modules a page rendered. The shell's API calls are
 * answered in-process. A remote's server code runs only as `ServerCode` allows: from a build this
 * server holds, its files matching their recorded digests. A preview's pages are rendered by a
 * renderer of their own, in a worker thread (`PreviewRenderers`).
 */
export class ServerBuilds {
  /** The server entries and route table the renderer was last given, as one string. */
  private given = '';
  private entries: Record<string, string> = {};
  private readonly assets: BuiltAssets;
  private loading: Promise<PageRenderer | null> | null = null;
  private readonly code: ServerCode;
  private readonly previews: PreviewRenderers;
  private readonly tables: RouteTables;

  constructor(
    private readonly context: SiteContext,
    private readonly app: FastifyInstance,
  ) {
    const log = {
      error: (message: string) => app.log.error(message),
      warn: (message: string) => app.log.warn(message),
      info: (message: string) => app.log.info(message),
    };
    this.code = new ServerCode(context.paths, log, context.watcher);
    // Told before the renderer's refresh, which reads the manifests again.
    this.assets = new BuiltAssets(context.watcher);
    context.watcher.onChange('renderer', () => this.refresh());
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
   * The shell's renderer, pointed at the remotes' server builds served now; null without a shell
   * server build. A failure to load it is logged and tried again on the next page.
   */
  renderer(): Promise<PageRenderer | null> {
    if (!existsSync(this.serverModule)) return Promise.resolve(null);
    this.loading ??= this.create().catch((error: unknown) => {
      this.app.log.error({ err: error }, 'the shell server build could not be loaded; pages render in the browser');
      this.loading = null;
      return null;
    });
    return this.loading;
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
    // A CommonJS bundle built by the shell, loaded at run time (the API does not build against it),
    // once: a new one is seen (its pages are no longer cached) and runs from the next start.
    this.context.watcher.track(this.serverModule);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const shell = require(this.serverModule) as ShellServerModule;
    const remotes = await this.serverRemotes();
    const routes = await this.tables.of(remotes);
    this.entries = remotes;
    this.given = JSON.stringify([remotes, routes]);
    return shell.createRenderer({
      inject: (request) => this.inject(request, renderingFor.getStore() ?? '127.0.0.1'),
      remotes,
      routes,
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
   * The builds changed (the build watcher tells): their manifests and route tables are read again,
   * and the renderer is pointed at the remotes' server entries of now when they or the route table
   * changed. Every page rendered after this returns is rendered from the changed builds.
   */
  private async refresh(): Promise<void> {
    this.tables.forget();
    const renderer = this.loading ? await this.loading : null;
    if (!renderer) return;
    // Still the build that runs: a new one is a change again (its pages are no longer cached).
    this.context.watcher.track(this.serverModule);
    const remotes = await this.serverRemotes();
    const routes = await this.tables.of(remotes);
    const given = JSON.stringify([remotes, routes]);
    if (given === this.given) return;
    this.given = given;
    this.entries = remotes;
    renderer.setRemotes(remotes, routes);
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
