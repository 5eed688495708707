import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createSiteContext, type SiteOptions } from './context';
import { documentsPlugin, type DOCUMENT_PATHS } from './documents';
import { localeSwitchPlugin } from './locale-switch';
import { remotesPlugin, type REMOTES_MAP_PATH } from './remotes';
import type { STATIC_PATHS } from './from-shared';
import { securityHeadersPlugin } from './security-headers';
import { sitemapPlugin } from './sitemap';
import { pagesPlugin } from './pages';
import { PageCache } from './page-cache';
import { SiteRenderer } from './ssr';
import { trailingSlashPlugin } from './trailing-slash';

export type { SiteOptions } from './context';
export { injectApiBaseUrl } from './files';

/** Every path outside the router that the route table names is served by one of the plugins. */
type Unserved = Exclude<(typeof STATIC_PATHS)[number], (typeof DOCUMENT_PATHS)[number] | typeof REMOTES_MAP_PATH>;
const everyStaticPathServed: [Unserved] extends [never] ? true : Unserved = true;
void everyStaticPathServed;

/**
 * The built site, composed of small plugins: security headers and the trailing-slash 301 for the
 * whole application, the sitemap, the language switch for browsers without scripts (`/jazyk`),
 * then — in a scope of their own, so `reply.sendFile` stays private to the site — the remotes
 * (static files with CORS), the documents (`/vop.pdf`, the embed example) and the pages (every
 * page rendered on the server, the shell's files, 404).
 */
const site: FastifyPluginAsync<SiteOptions> = async (app, options) => {
  const context = createSiteContext(options, app.log);
  const cache = new PageCache();
  // Content changed (an enquiry reserving a company, a staff action, a setting): every cached page goes.
  const stopFollowing = options.changes?.subscribe(() => cache.clear());
  if (stopFollowing) app.addHook('onClose', async () => stopFollowing());
  // The builds changed: every cached page goes, after the renderer and the files have followed.
  context.watcher.onChange('cache', () => cache.clear());
  app.addHook('onReady', async () => context.watcher.start());
  app.addHook('onClose', async () => context.watcher.close());
  await app.register(securityHeadersPlugin, { context });
  await app.register(trailingSlashPlugin);
  // One renderer for the pages, which also knows the route table the sitemap lists.
  const renderer = new SiteRenderer(context, app);
  app.addHook('onClose', async () => renderer.close());
  // The route table before the first request: what the API writes with links to pages (the staff
  // inbox in a lead's e-mail) needs it as much as the pages do.
  app.addHook('onReady', async () => {
    await renderer.routes();
  });
  options.readiness?.add('builds', () => renderer.readiness());
  await app.register(sitemapPlugin, { siteUrl: context.siteUrl, routes: () => renderer.routes() });
  await app.register(localeSwitchPlugin);

  await app.register(async (scope: FastifyInstance) => {
    await scope.register(fastifyStatic, {
      root: options.rootDir,
      serve: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      dotfiles: 'deny',
      index: false,
      // Built files are sent from the `.br`/`.gz` copies the production build writes next to them
      // when the client accepts that encoding (`Vary: Accept-Encoding` either way).
      preCompressed: true,
    });
    await scope.register(remotesPlugin, { context });
    await scope.register(documentsPlugin, { context });
    await scope.register(pagesPlugin, { context, cache, renderer });
  });
};

/** The built site: shell, remotes, `/remotes.json`, `/vop.pdf`, the embed example, headers, 301 and 404. */
export const sitePlugin = fp(site, { name: 'site', fastify: '5.x' });
