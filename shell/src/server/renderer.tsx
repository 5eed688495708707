// The shell built for Node: renders a page of the site on the server, composed from the remotes'
// server builds, for the API to send. Every request renders inside its own scope (the stores, the
// data loaded, the status and head it found), so nothing of one visitor reaches another.
import { AsyncLocalStorage } from 'node:async_hooks';
import { JSDOM } from 'jsdom';
import DOMPurify from 'dompurify';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  commonOtherLanguages,
  configureApi,
  createRequestScope,
  dehydrateResources,
  dehydrateStores,
  i18n,
  LOCALES,
  loadTranslations,
  localeOfPath,
  parseCookies,
  pathFor,
  serializeCookieHeader,
  installSanitizer,
  setScopeResolver,
  useAuth,
  usePosted,
  consentDefaultSignals,
  SESSION_COOKIE,
  useLocaleStore,
  useSettings,
  routeOf,
  routeTable,
  setRouteTable,
  type Locale,
  type PageHandle,
  type RouteDef,
  type PageRenderer,
  type RenderedPage,
  type RendererOptions,
  type PreviewOf,
  type RequestScope,
  type FormOutcome,
  I18nextProvider,
} from 'shared';
import { inProcessAdapter } from 'shared/in-process';
import { routeObjects } from '../app/router';
import { AFTER_FIRST_PAINT_SCRIPT } from '../features/after-paint/afterPaint.head-script';
import { EARLY_INPUT_SCRIPT } from '../features/early-input/earlyInput.head-script';
import { withModuleTexts } from '../federation/modules';
import { pointRemotesAt, setupFederation } from '../federation/registry';
import { previewBadge } from './previewBadge';
import { isRefusal, serverEntriesPlugin } from './serverEntries';

/**
 * Whether the page is private: it holds the visitor's own data (a logged-in user, a cart's lines),
 * which no shared cache may keep.
 */
function isPrivate(stores: Record<string, unknown>): boolean {
  const cart = stores.cart as { cart?: unknown } | undefined;
  return useAuth.getState().loggedIn || (cart?.cart ?? null) !== null;
}

export function createRenderer(options: RendererOptions): PageRenderer {
  const storage = new AsyncLocalStorage<RequestScope>();
  setScopeResolver(() => storage.getStore());
  // API HTML is sanitised on the server as in the browser, in a DOM of the server's own.
  installSanitizer(DOMPurify, new JSDOM('').window as unknown as Parameters<typeof DOMPurify>[0]);
  // The page's API calls carry the visitor's cookies, as their browser's would: the session among
  // them, so a page for users renders for the user.
  // A form's action sends them as the browser would (its user agent, the page's address), and the
  // cookies its calls set go to the visitor with the answer.
  configureApi({
    adapter: inProcessAdapter(async (request) => {
      const scope = storage.getStore();
      // The visitor's cookies as their browser sends them: the session, a guest's cart among them.
      const cookie = serializeCookieHeader(scope?.cookies ?? {});
      const headers = { ...request.headers, ...scope?.post?.headers, ...(cookie ? { cookie } : {}) };
      const answer = await options.inject({ ...request, headers });
      const set = answer.headers['set-cookie'];
      if (scope?.post && set !== undefined)
        scope.post.setCookies.push(...(Array.isArray(set) ? set.map(String) : [String(set)]));
      return answer;
    }),
  });
  const commonTexts = Promise.all(LOCALES.map((locale) => loadTranslations(locale, commonOtherLanguages)));
  // One instance per language, sharing the translations every remote registers.
  const translations = Object.fromEntries(LOCALES.map((lng) => [lng, i18n.cloneInstance({ lng })])) as Record<
    Locale,
    typeof i18n
  >;
  const serverEntries = serverEntriesPlugin(options.serverBuild);
  // A refused remote was logged once by the API; its every render need not say it again.
  const log = (message: string, error: unknown) => {
    if (!isRefusal(error)) options.log(message, error);
  };
  setupFederation(
    options.remotes,
    (id, error) => log(`remote ${id} failed to load on the server`, error),
    serverEntries,
  );
  // The site's route table, composed by the server from the remotes' own tables.
  setRouteTable(options.routes);
  /** The static handler of the composed table, made again when the table changes. */
  let handler: { table: readonly RouteDef[]; handler: ReturnType<typeof createStaticHandler> } | null = null;
  const handlerFor = (table: readonly RouteDef[]) => {
    if (handler?.table !== table) handler = { table, handler: createStaticHandler(routeObjects(table)) };
    return handler.handler;
  };
  const timeoutMs = options.timeoutMs ?? 10_000;

  /**
   * The table as the browser needs it: what the sitemap and robots.txt read stays on the server, and
   * a staff page is in it only for staff (the page of anyone else names no such page).
   */
  const visible = (route: RouteDef | undefined) =>
    route !== undefined && (route.access !== 'staff' || !!useAuth.getState().user?.scope.includes('staff'));
  const browserRoutes = () =>
    routeTable()
      .filter(visible)
      .map(({ sitemap: _sitemap, robotsClosed: _closed, ...route }) => route);

  /** An answer with no page: a redirect. */
  const answerOnly = (status: number, redirect: string, locale: Locale): RenderedPage => ({
    status,
    redirect,
    locale,
    state: { routes: browserRoutes(), page: null, stores: {}, resources: {}, loaderData: {} },
    modules: [],
    private: false,
    consentDefault: consentDefaultSignals(),
    badge: null,
    pipe: (destination) => destination.end(),
  });

  async function renderInScope(
    scope: RequestScope,
    url: URL,
    post: [string, string][],
    preview?: PreviewOf,
  ): Promise<RenderedPage> {
    const locale = localeOfPath(url.pathname);
    useLocaleStore.setState({ locale });
    // The header's menus and the contacts; without them the page still renders (the browser retries).
    await useSettings
      .getState()
      .load(locale)
      .catch((error: unknown) => options.log('settings could not be loaded for a server render', error));
    // Who the visitor is: asked only when the browser sent a session cookie.
    if (scope.cookies[SESSION_COOKIE]) await useAuth.getState().fetchUser();
    else useAuth.setState({ checked: true });
    const maintenance = useSettings.getState().settings.maintenance?.is_enabled === true;
    const maintenancePage = pathFor('maintenance', locale);
    // Maintenance: every page sends the visitor to the maintenance page, for now only (307).
    if (maintenance && url.pathname !== maintenancePage) return answerOnly(307, maintenancePage, locale);
    const handler = handlerFor(routeTable());
    // The page's data has the render's time too: past it the query fails, and the page is sent to
    // be rendered in the browser (its loaders run there).
    const data = new AbortController();
    const dataTimer = setTimeout(() => data.abort(new Error(`the page's data took over ${timeoutMs} ms`)), timeoutMs);
    const request = scope.post
      ? new Request(url, { method: 'POST', body: new URLSearchParams(post), signal: data.signal })
      : new Request(url, { signal: data.signal });
    const context = await handler.query(request).finally(() => clearTimeout(dataTimer));
    const form = scope.post && { setCookies: scope.post.setCookies, events: scope.post.formEvents };
    // Page loaders settle (a page draws its own "not found"): only a form's action answers with a
    // Response, its redirect (303) after a success.
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (!scope.post || location === null) throw new Error('A page loader answered with a Response');
      return { ...answerOnly(context.status, location, locale), form: form ?? undefined };
    }
    // A form that failed: the page shows it again with the errors and what was typed.
    const outcome = Object.values(context.actionData ?? {})[0] as FormOutcome | undefined;
    if (outcome && outcome.status !== 'done') usePosted.setState({ posted: outcome.posted });
    const router = createStaticRouter(handler.dataRoutes, context);
    // The page the router matched: the browser's router starts with it alone.
    const matched = (context.matches.at(-1)?.route.handle as PageHandle | undefined)?.routeId;
    const page = matched !== undefined && visible(routeOf(matched)) ? matched : null;
    return new Promise<RenderedPage>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <StrictMode>
          <I18nextProvider i18n={translations[locale]}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </I18nextProvider>
        </StrictMode>,
        {
          // The whole page is sent at once when ready: every boundary inline, in place (no
          // out-of-order segments, which would need inline scripts the site's CSP forbids).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            clearTimeout(timer);
            const { stores, notDehydrated } = dehydrateStores();
            // Each store says whether it goes to the browser; one filled here that does not would
            // make the page hydrate with other markup than it was sent with.
            if (notDehydrated.length)
              console.error(`[shell] stores filled on the server but not dehydrated: ${notDehydrated.join(', ')}`);
            resolve({
              // A form that failed answers with its status (422…), unless the page is none (404).
              status: outcome?.status === 'failed' && scope.status !== 404 ? outcome.posted.status : scope.status,
              redirect: scope.redirect,
              locale,
              state: {
                routes: browserRoutes(),
                page,
                stores,
                resources: dehydrateResources(scope),
                // The page's data as its loader gave it: the browser's router starts from it.
                loaderData: context.loaderData,
              },
              modules: withModuleTexts([...scope.modules], locale),
              private: isPrivate(stores),
              consentDefault: consentDefaultSignals(),
              badge: preview ? previewBadge(preview, translations[locale]) : null,
              pipe: (destination) => stream.pipe(destination),
              ...(form ? { form } : {}),
            });
          },
          onShellError: reject,
          onError(error) {
            // A remote that threw: its boundary renders in the browser; the page is still sent.
            log(`server render error on ${url.pathname}`, error);
          },
        },
      );
      const timer = setTimeout(() => stream.abort(new Error(`render took over ${timeoutMs} ms`)), timeoutMs);
    });
  }

  return {
    render(path, origin, cookies = '', posted, preview) {
      const scope = createRequestScope(origin, parseCookies(cookies));
      if (posted) {
        const { headers, refused = null, secureCookies } = posted;
        scope.post = { headers, setCookies: [], formEvents: [], refused, secureCookies };
      }
      // Every language's common texts are there before the first page is drawn.
      return commonTexts.then(() =>
        storage.run(scope, () => renderInScope(scope, new URL(path, origin), posted?.fields ?? [], preview)),
      );
    },
    setRemotes: (remotes, routes) => {
      pointRemotesAt(remotes);
      setRouteTable(routes);
    },
    headScript: EARLY_INPUT_SCRIPT + AFTER_FIRST_PAINT_SCRIPT,
  };
}
