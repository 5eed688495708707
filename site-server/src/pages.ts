import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageAt, withoutTracking } from 'shared/routes';
import { publicOrigin, type SiteContext } from './context';
import {
  HtmlFile,
  findServedFile,
  hasExtension,
  isApiPath,
  isRemotesPath,
  looksLikeFile,
  notBuilt,
  notFoundText,
  pathOf,
  sendBuilt,
  sendPage,
  sendCached,
  sendRendered,
  text,
} from './files';
import { allowCrossOrigin } from './remotes';
import type { SiteRenderer, PageRequest } from './ssr';
import { QueueFull } from './render-queue';
import type { CachedPage, PageCache } from './page-cache';
import { PRIVATE, REVALIDATE } from './headers';
import { formEventsCookie } from './page-posts/fields';
import { registerPagePosts, type RenderPage } from './page-posts/plugin';
import { answerPreviewParam, PREVIEW_PARAM, previewCookieDeletion, type RequestPreview } from './preview';
import { appendCookie } from 'api';

/**
 * The pages: the site's not-found handler (everything the API and the files leave) answers the
 * shell's files, a plain 404 for a missing build file, 405 for methods other than GET and HEAD, and
 * any other path with its page, cached or rendered on the server. Which path is a page the route
 * table composed from the remotes served now says (it changes with a remote's release, which
 * routes registered at start-up could not): the render of a path it does not know is the 404 page. Registered in the site's scope (not encapsulated
 * further), so the API keeps its own not-found handler.
 */
const pages: FastifyPluginAsync<{ context: SiteContext; cache: PageCache; renderer: SiteRenderer }> = async (
  app,
  { context, cache, renderer },
) => {
  const { paths } = context;
  const shellIndex = new HtmlFile(join(paths.shellDist, 'index.html'), context.apiBaseUrl, context.watcher);
  // A page is rendered for its address without the tracking parameters of campaigns (no page
  // reads them): one click's `fbclid` never ends up in a page cached for everyone.
  const pageRequest = (request: FastifyRequest, { preview }: RequestPreview): PageRequest => ({
    path: withoutTracking(request.raw.url ?? '/'),
    origin: publicOrigin(context.siteUrl, request),
    cookies: request.headers.cookie ?? '',
    client: request.ip,
    preview,
  });
  /**
   * The release the request's browser previews: such a page is that browser's alone (never cached,
   * sent `private, no-store`); a preview that may no longer be shown ends with this answer.
   */
  const previewOf = async (request: FastifyRequest, reply: FastifyReply): Promise<RequestPreview> => {
    const found = await context.previews.ofRequest(request);
    if (found.stale) appendCookie(reply, previewCookieDeletion(request));
    return found;
  };

  /**
   * Whether the request's path is a page of the route table composed from the remotes served now:
   * the status of a page the browser renders alone (a rendered page says its own).
   */
  const known = async (request: FastifyRequest): Promise<boolean> => {
    await renderer.routes();
    return pageAt(pathOf(request.raw.url)) !== null;
  };

  /**
   * The page of the request rendered on the server with a form posted to it: the page's route runs
   * its action, which answers (the next page, or this one with the form's errors); the cookies it
   * set and its events go with the answer.
   */
  const renderPosted: RenderPage = async (request, reply, posted) => {
    const index = await shellIndex.load();
    if (!index) return notBuilt(reply, 'The shell (shell/dist)', 'npm run build');
    const preview = await previewOf(request, reply);
    const rendered = await unlessBusy(() => renderer.render(pageRequest(request, preview), index.html, posted));
    if (rendered === BUSY) return busy(reply);
    for (const cookie of rendered?.form?.setCookies ?? []) appendCookie(reply, cookie);
    const events = formEventsCookie(rendered?.form?.events ?? [], request);
    if (events) appendCookie(reply, events);
    // Without a server render no route runs the form: the visitor is told, and nothing was done.
    if (!rendered) return text(reply, 503, 'The form cannot be sent right now. / Formulář teď nelze odeslat.\n');
    if (rendered.redirect) return reply.redirect(rendered.redirect, rendered.status);
    reply.header('content-security-policy', context.policy(rendered.scriptHashes));
    return sendRendered(request, reply, rendered.html, rendered.status, true);
  };
  registerPagePosts(app, renderPosted);

  /**
   * A page: `?preview=mf-forms@<version>` or `?preview=off` sets or ends the browser's preview;
   * else the cached page, or the page rendered (and cached when it may be), with the status its render
   * found (the router's: a path no page has, or parameters its route refuses, is its 404 page).
   */
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const previewParam = new URLSearchParams(request.raw.url?.split('?')[1] ?? '').get(PREVIEW_PARAM);
    if (previewParam !== null) return answerPreviewParam(context.previews, request, reply, previewParam);
    const preview = await previewOf(request, reply);
    // A request with the preview cookie has no key: its page is that browser's, never cached.
    const key = cache.keyOf(request);
    const cached = key ? cache.get(key) : undefined;
    if (cached) return answer(request, reply, cached, key, context.policy);
    const index = await shellIndex.load();
    if (!index) return notBuilt(reply, 'The shell (shell/dist)', 'npm run build');
    const own = preview.preview !== null || preview.stale;
    const render = () => renderer.render(pageRequest(request, preview), index.html);
    // Too many renders wait already: the visitor is told at once, not held (cached pages are still
    // sent, above).
    const rendered = await unlessBusy(() => (key ? cache.getOrRender(key, render) : render()));
    if (rendered === BUSY) return busy(reply);
    if (rendered) return answer(request, reply, own ? { ...rendered, private: true } : rendered, key, context.policy);
    // No server build (or the shell failed on the server): the page renders in the browser (which
    // finds a preview in its `/remotes.json`), with the status the route table gives its path.
    const status = (await known(request)) ? 200 : 404;
    if (own) return sendRendered(request, reply, index.html, status, true);
    return sendPage(request, reply, index, status);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request.raw.url);
    if (isApiPath(pathname)) {
      // Only reached when the API is not registered; its own not-found handler answers otherwise.
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'not_found', message: `No API endpoint ${request.method} ${pathname}` });
    }
    if (isRemotesPath(pathname)) {
      allowCrossOrigin(reply);
      return notFoundText(reply);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed\n');
    }
    // Every file of the shell's build has an extension (`/main.js`, `/vop.pdf`) and no page's path
    // has one, so a page is rendered without first asking the disk for a file of its name.
    if (hasExtension(pathname) && pathname !== '/index.html') {
      const relative = await findServedFile(paths.shellDist, pathname);
      if (relative) return sendBuilt(reply, paths.shellDist, relative);
    }
    if (looksLikeFile(pathname)) return notFoundText(reply);
    return page(request, reply);
  });
};

const BUSY = Symbol('busy');

/** `render`'s page, or `BUSY` when the render queue is full. */
async function unlessBusy<T>(render: () => Promise<T>): Promise<T | typeof BUSY> {
  try {
    return await render();
  } catch (error) {
    if (error instanceof QueueFull) return BUSY;
    throw error;
  }
}

/**
 * The answer while the render queue is full: 503 with a short bilingual text, to be asked
 * again in a few seconds, kept by no cache.
 */
function busy(reply: FastifyReply): FastifyReply {
  return text(
    reply.header('retry-after', String(BUSY_RETRY_SECONDS)),
    503,
    'Web je právě přetížený, zkuste to prosím za chvíli znovu.\nThe site is busy right now: please try again in a moment.\n',
  );
}

/** How soon a visitor told the site is busy may ask again. */
const BUSY_RETRY_SECONDS = 5;

/**
 * The answer of a rendered page: its redirect, or its HTML with the page's script hashes in the
 * content security policy, cached for others when it may be (`key`) and holds nobody's own data. The
 * not-found handler is no route, so the global compression does not reach it: the page compresses
 * itself.
 */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: CachedPage,
  key: string | null,
  policy: (hashes: string[]) => string,
): FastifyReply | Promise<FastifyReply> {
  if (rendered.redirect)
    return reply
      .header('cache-control', rendered.private ? PRIVATE : REVALIDATE)
      .redirect(rendered.redirect, rendered.status);
  reply.header('content-security-policy', policy(rendered.scriptHashes));
  if (key && !rendered.private) return sendCached(request, reply, rendered, rendered.status);
  return sendRendered(request, reply, rendered.html, rendered.status, rendered.private);
}

export const pagesPlugin = fp(pages, { name: 'site-pages', fastify: '5.x' });
