import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import {
  applyLocale,
  commonOtherLanguages,
  configureApi,
  getCookie,
  hydrateResources,
  hydrateStores,
  i18n,
  loadTranslations,
  localeOfPath,
  pushConsentDefault,
  setRouteTable,
  type RemoteName,
  type ResourceState,
  type RouteDef,
  I18nextProvider,
} from 'shared';
import { createRouter } from './app/router';
import { yieldToBrowser } from './app/yieldToBrowser';
import { fetchRemotesConfig, parseRemotesConfig, setupFederation, type RemotesConfig } from './federation/registry';

/** What the server rendered the page with (`<script type="application/json" id="ssr-state">`). */
interface ServerState {
  remotes: Record<string, string>;
  routes: RouteDef[];
  /** The page the server rendered (its route id), null for a path no page has. */
  page: string | null;
  stores: Record<string, unknown>;
  resources: Record<string, ResourceState<unknown>>;
  /** The page's loader data, by the router's route id. */
  loaderData: Record<string, unknown>;
}

function readServerState(): ServerState | null {
  const script = document.getElementById('ssr-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerState;
  } catch (error) {
    console.error('[shell] the server state could not be read; the page renders afresh', error);
    return null;
  }
}

async function registry(): Promise<RemotesConfig> {
  try {
    return await fetchRemotesConfig();
  } catch (error) {
    // Without the registry every slot shows its fallback; the page still works.
    console.error('[shell] /remotes.json could not be loaded', error);
    return {};
  }
}

/**
 * The route table of a page rendered in the browser alone (development, or a server without the
 * shell's server build): each remote's `routes.json`, next to its manifest, composed as the
 * server composes them. A remote whose table cannot be loaded has no pages for now.
 */
async function composeRoutesOf(remotes: RemotesConfig): Promise<RouteDef[]> {
  const files = await Promise.all(
    Object.entries(remotes).map(async ([remote, manifest]) => {
      try {
        const response = await fetch(new URL('routes.json', manifest), { cache: 'no-cache' });
        return { remote: remote as RemoteName, text: response.ok ? await response.text() : null };
      } catch {
        return { remote: remote as RemoteName, text: null };
      }
    }),
  );
  // Only a page without the server's render composes the table itself: not part of the start.
  const { composeRouteFiles } = await import(/* webpackChunkName: "compose-routes" */ 'shared/routes/compose');
  const { routes, problems } = composeRouteFiles(files);
  for (const problem of problems) console.error(`[shell] route table: ${problem}`);
  return routes;
}

/** Resolves once the whole document is parsed: the page's markup and its state follow the entry's request. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function start(): Promise<void> {
  // The modules this one imports have just been evaluated in the task that loaded the last of them.
  await yieldToBrowser();
  // The entry may run while the document is still arriving (it is requested once the page painted).
  await documentParsed();
  // Consent Mode default before anything else can push to the dataLayer (from stored choices);
  // then what the scripts would have pushed for forms the server handled before this page.
  pushConsentDefault();
  if (getCookie('formEvents') !== null) (await import('shared/form-events-cookie')).pushFormEvents();
  const apiBase = document.querySelector<HTMLMetaElement>('meta[name="api-base-url"]')?.content ?? '';
  configureApi({ baseURL: apiBase });
  const server = readServerState();
  if (server) {
    // The first render must be the server's: the same store data and page data, no API calls for it.
    hydrateStores(server.stores);
    hydrateResources(server.resources);
  }
  const locale = localeOfPath(window.location.pathname);
  applyLocale(locale);
  // The page is drawn in its language from the first render (Czech, the fallback, is built in).
  const commonTexts = loadTranslations(locale, commonOtherLanguages);
  const remotes = server ? parseRemotesConfig(server.remotes) : await registry();
  setupFederation(remotes, (id, error) => console.warn(`[shell] remote ${id} failed to load`, error));
  // The pages the server composed from the remotes it serves; the router is made from them.
  const table = server ? server.routes : await composeRoutesOf(remotes);
  setRouteTable(table);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await yieldToBrowser();
  await commonTexts;
  const router = createRouter(table, server?.page ?? null, server?.loaderData);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
  if (server && container.firstChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
