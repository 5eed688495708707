import type { FastifyInstance } from 'fastify';
import type { FormPost, RenderedPage } from 'shared/contracts';
import { DEFAULT_LOCALE } from 'shared/constants';
import type { SiteContext } from './context';
import { inlineScriptHashes } from './headers';
import { scriptJson } from 'shared/contracts';
import { pageHtml, remoteAssets, templateAssets } from './page-html';
import { InlineStyles } from './page-styles';
import { withPreview, type Preview } from './preview';
import { renderAs, ServerBuilds } from './server-builds';
import { RenderQueue } from './render-queue';
import { collectMarkup, splitHead } from './markup';

/** The page's HTML around the rendered markup: the head's tags and the state after `#root`. */
export interface ServerPage {
  status: number;
  redirect: string | null;
  html: string;
  /** Rendered for a logged-in user, or with a preview: sent `private, no-store`. */
  private: boolean;
  /** CSP sources of the page's inline scripts. */
  scriptHashes: string[];
  /** A form posted to the page: the cookies its action set and the dataLayer events of its success. */
  form?: RenderedPage['form'];
}

/**
 * Who asks for which page: the URL (path and query), the site's origin, the request's cookies and
 * client address, and the release the browser previews, if any.
 */
export interface PageRequest {
  path: string;
  origin: string;
  cookies: string;
  /** The visitor's address (behind a trusted proxy, the one it forwarded). */
  client: string;
  preview: Preview | null;
}

/**
 * At most this many renders are queued; one more is answered 503 at once (decision 0040 says
 * why): at two renders at a time a page waits about 0.5 s behind as many.
 */
export const MAX_WAITING_RENDERS = 64;

/**
 * Server rendering of the site's pages: the shell's renderer (`ServerBuilds`) renders the page,
 * and its HTML is written around the markup (`page-html.ts`).
 */
export class SiteRenderer {
  private readonly builds: ServerBuilds;
  private readonly styles: InlineStyles;
  /**
   * Two renders at a time in this process: one can compute while the other waits for the
   * database, and a render stuck until its time-out does not hold every other page; the others
   * wait in the queue, as many as `MAX_WAITING_RENDERS` (decision 0040 says why).
   */
  private readonly queue = new RenderQueue(2, MAX_WAITING_RENDERS);

  constructor(
    private readonly context: SiteContext,
    private readonly app: FastifyInstance,
  ) {
    this.builds = new ServerBuilds(context, app);
    this.styles = new InlineStyles(context.watcher);
  }

  /** The site's route table, composed from the remotes served now (see `ServerBuilds.routes`). */
  routes(): ReturnType<ServerBuilds['routes']> {
    return this.builds.routes();
  }

  /** Null when pages can be rendered here, else what is missing (see `ServerBuilds.readiness`). */
  readiness(): Promise<string | null> {
    return this.builds.readiness();
  }

  close(): Promise<void> {
    return this.builds.close();
  }

  /**
   * Renders a page into the shell's HTML: null when there is no server build or the shell itself
   * failed (the caller then sends the page to be rendered in the browser). A preview's page is
   * rendered by that preview's own renderer. Throws `QueueFull` when too many renders wait
   * already: the caller answers that the site is busy.
   */
  render(request: PageRequest, template: string, posted?: FormPost): Promise<ServerPage | null> {
    return this.queue.run(async () => {
      const page = await renderAs(request.client, () => this.renderPage(request, template, posted));
      // Which addresses are rendered rather than sent from the cache (LOG_LEVEL=debug).
      this.app.log.debug(`rendered ${request.path} on the server`);
      return page;
    });
  }

  private async renderPage(
    { path, origin, cookies, client, preview }: PageRequest,
    template: string,
    posted?: FormPost,
  ): Promise<ServerPage | null> {
    const renderer = await this.builds.renderer();
    if (!renderer) return null;
    let page: RenderedPage;
    try {
      if (preview) {
        const rendered = await this.builds.renderPreview(preview, { path, origin, cookies, posted, client });
        if (!rendered) return null;
        page = rendered;
      } else {
        page = await renderer.render(path, origin, cookies, posted);
      }
    } catch (error) {
      this.app.log.error({ err: error }, `the shell failed to render ${path} on the server`);
      return null;
    }
    // A wrong slug moves for good (301); a page for guests or users only moves by session (302);
    // maintenance sends visitors on for now (307).
    if (page.redirect) {
      const status = page.status >= 300 && page.status < 400 ? page.status : 301;
      const isPrivate = status === 302 || page.private || preview !== null;
      return { status, redirect: page.redirect, html: '', private: isPrivate, scriptHashes: [], form: page.form };
    }
    const { head, body: markup } = splitHead(await collectMarkup(page));
    // The browser loads what the server rendered with: a preview's release in place of the live build.
    const browserRemotes = withPreview(this.context.remotes.current(), preview);
    const shell = templateAssets(template);
    const remote = await remoteAssets(page.modules, browserRemotes, (name) =>
      this.builds.assetsOf(name, preview?.name === name ? preview.manifest : undefined),
    );
    // Every style the page needs is in its head (no request holds the first paint back): the
    // shell's base styles first, then each remote's, named as its style loader looks for it.
    const { shellDist, builtFileOf } = this.context.paths;
    const styles = await this.styles.elements([
      ...shell.stylesheets.map((href) => ({ href, dataHref: href, file: { root: shellDist, path: href } })),
      ...remote.styles.map((style) => ({ ...style, file: builtFileOf(style.href) })),
    ]);
    const state = { ...page.state, remotes: browserRemotes };
    // Consent Mode's default is the dataLayer's first entry, before any script of the page runs;
    // then the shell's keeper of clicks and keys made before the page has hydrated, and its starter
    // of the page's scripts once the page has painted.
    const headScript = `window.dataLayer=window.dataLayer||[];window.dataLayer.push(${scriptJson(['consent', 'default', page.consentDefault])});${renderer.headScript}`;
    // The shell's common texts in the page's language (Czech is built in), fetched with the chunk groups.
    const texts =
      page.locale === DEFAULT_LOCALE ? null : (await this.builds.assetsOf('shell')).get(`#common-${page.locale}`);
    const html = pageHtml(template, {
      locale: page.locale,
      headScript,
      scripts: {
        run: shell.scripts,
        preload: [...shell.preloads, ...remote.scripts],
        fetch: [...remote.chunkGroups, ...(texts?.js ?? []).map((js) => `/${js}`)],
      },
      head,
      styles,
      markup,
      badge: page.badge,
      state,
    });
    return {
      status: page.status,
      redirect: null,
      html,
      // A preview is one browser's: no cache keeps it.
      private: page.private || preview !== null,
      // Only the script written here: nothing else inline in the page may run.
      scriptHashes: inlineScriptHashes(`<script>${headScript}</script>`),
      form: page.form,
    };
  }
}
