import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import * as federationRuntime from '@module-federation/runtime-core';
import {
  commonOtherLanguages,
  DEFAULT_LOCALE,
  i18n,
  toLocale,
  isServerSide,
  loadTranslations,
  LOCALES,
  type FormAction,
  type FormActions,
  type Locale,
  type OtherLanguages,
  type PageLoader,
  type PageRevalidate,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
} from 'shared';

/** `/remotes.json`: remote name → manifest URL. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

const FETCH_ATTEMPTS = 3;
const FETCH_BACKOFF_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries passing faults: the runtime's fetches of remote manifests are tried up to three times,
 * waiting 300 ms, then 600 ms, after a network error or a 5xx answer; the third answer (or error)
 * is final. A plugin of our own, because the published retry plugin is built against another major
 * version of the federation SDK than the one the site uses.
 */
function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= FETCH_ATTEMPTS; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500 || attempt === FETCH_ATTEMPTS) return response;
        } catch (error) {
          lastError = error;
          if (attempt === FETCH_ATTEMPTS) throw error;
        }
        await sleep(FETCH_BACKOFF_MS * attempt);
      }
      throw lastError;
    },
  };
}

/** Records which remote failed; the error boundary of its slot shows the fallback and a retry. */
function faultPlugin(onFault: (id: string, error: unknown) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'site-faults',
    errorLoadRemote({ id, error }) {
      onFault(id, error);
      // Nothing returned: loadRemote rejects and the slot's boundary takes over.
      return undefined;
    },
  };
}

let configured: RemotesConfig = {};

export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/**
 * The registry's remotes, their URLs resolved against the page. The server writes `/remotes.json`
 * and names only remotes of the composition manifest (it refuses any other at start-up); a remote
 * the shell never asks for is simply never loaded.
 */
export function parseRemotesConfig(body: unknown): RemotesConfig {
  const map = (body ?? {}) as Record<string, unknown>;
  const config: Record<string, string> = {};
  for (const [name, entry] of Object.entries(map)) {
    if (typeof entry === 'string' && entry) config[name] = new URL(entry, window.location.href).href;
  }
  return config as RemotesConfig;
}

/**
 * Register every remote before the first render. The runtime's fetches go through one plugin:
 * retries in the browser; on the server, one that reads the site's own files from disk.
 */
export function setupFederation(
  config: RemotesConfig,
  onFault: (id: string, error: unknown) => void,
  fetchPlugin: ModuleFederationRuntimePlugin = retryPlugin(),
): void {
  // The remotes' production entries carry no runtime core of their own: they use the shell's.
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= federationRuntime;
  registerPlugins([fetchPlugin, faultPlugin(onFault)]);
  pointRemotesAt(config);
}

/**
 * The script the page loads for a remote: the registry names a remote's manifest, and its entry
 * (`remoteEntry.js`) lies next to it. Loading the entry directly saves the manifest's round trip,
 * and the shell needs no manifest-reading code (the server reads the manifests for its preloads).
 */
export function entryOf(url: string): string {
  return url.endsWith('/mf-manifest.json') ? new URL('remoteEntry.js', url).href : url;
}

/** Point the remotes at these entries; a changed entry URL loads the new build from then on. */
export function pointRemotesAt(config: RemotesConfig): void {
  configured = config;
  registerRemotes(
    Object.entries(config).map(([name, url]) => ({ name, entry: entryOf(url) })),
    { force: true },
  );
}

/**
 * Forget a failed remote so the next load fetches it again. A server-rendered page preloads the
 * remote's files, and the browser keeps a failed preload's answer for the page's lifetime (a new
 * request for the same URL gets the same failure), so such a page is loaded afresh instead.
 */
export function resetRemote(name: RemoteName): void {
  const entry = configured[name];
  if (!entry) return;
  const folder = new URL('.', entry).href;
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) =>
    link.href.startsWith(folder),
  );
  if (preloaded) window.location.reload();
  else registerRemotes([{ name, entry }], { force: true });
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** A page module's functions besides its component, as it exports them. */
interface PageModuleExports {
  loader?: PageLoader;
  shouldRevalidate?: PageRevalidate;
  actions?: FormActions;
  /** Its remote's texts besides Czech (which the module registers when it loads). */
  otherLanguages?: OtherLanguages;
}

/** The exports of each exposed module loaded so far, for what must be known at once (`pageRevalidateOf`). */
const loaded = new Map<RemoteModuleId, PageModuleExports>();

/**
 * A module, with its texts in the page's language (on the server, which draws both, in every
 * language) before it is drawn.
 */
async function exportsOf<T extends object>(id: RemoteModuleId): Promise<T | undefined> {
  if (!configured[remoteOf(id)]) throw new Error(`Remote ${remoteOf(id)} is not configured`);
  const module = await loadRemote<T>(id);
  if (!module) return undefined;
  const exports = module as PageModuleExports;
  const { otherLanguages } = exports;
  if (otherLanguages) {
    const locales = isServerSide() ? LOCALES : [toLocale(i18n.language)];
    await Promise.all(locales.map((locale) => loadTranslations(locale, otherLanguages)));
  }
  loaded.set(id, exports);
  return module;
}

/**
 * The texts in `locale` of every module loaded so far, and the common ones: a move into another
 * language waits for them.
 */
export async function loadedModulesTextsIn(locale: Locale): Promise<void> {
  const languages = [
    commonOtherLanguages,
    ...[...loaded.values()].flatMap((module) => (module.otherLanguages ? [module.otherLanguages] : [])),
  ];
  await Promise.all(languages.map((texts) => loadTranslations(locale, texts)));
}

/**
 * The modules a page rendered, with their texts' chunk in the page's language when it is not
 * Czech (`mf_chrome/Header#chrome-en`): the page's HTML names it among the files it fetches.
 */
export function withModuleTexts(modules: string[], locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) return modules;
  const texts = modules.flatMap((id) => {
    const chunk = id.includes('#') ? null : loaded.get(id as RemoteModuleId)?.otherLanguages?.chunk;
    return chunk ? [`${id}#${chunk}-${locale}`] : [];
  });
  return [...modules, ...texts];
}

/** Load an exposed module and return its default export, typed by the contract in `shared`. */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const module = await exportsOf<{ default?: RemoteModules[K] }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} could not be loaded`);
  return module.default;
}

/**
 * The loader a page module exports beside its component (`export function loader`), or null when
 * it has none. Loading it loads the module: the page's component is ready when its data is.
 */
export async function loadPageLoader(id: RemoteModuleId): Promise<PageLoader | null> {
  const module = await exportsOf<PageModuleExports>(id);
  return typeof module?.loader === 'function' ? module.loader : null;
}

/**
 * The `shouldRevalidate` a page module exports, once it is loaded (the page the visitor is on has
 * been); null before, or when it has none.
 */
export function pageRevalidateOf(id: RemoteModuleId): PageRevalidate | null {
  const revalidate = loaded.get(id)?.shouldRevalidate;
  return typeof revalidate === 'function' ? revalidate : null;
}

/**
 * The frame's modules with forms of their own, on every page: the footer's newsletter, the cookie
 * bar, the cart's 'Do košíku', the enquiry form of the modal (loaded whenever its form is on the
 * page, so it is asked early then, and needs no place before the cart).
 */
const FRAME_FORMS: readonly RemoteModuleId[] = [
  'mf_chrome/Footer',
  'mf_chrome/CookieBar',
  'mf_commerce/CartPopups',
  'mf_forms/ModalForm',
];

/**
 * The action of the form named `form` posted to a page: the page module's own (`export const
 * actions`), else the frame's (the only ones of a path no page has); null when none has it (or
 * its module cannot be loaded, which the federation's fault handler has logged). The frame's
 * modules already loaded are asked first, so a form's press loads no module it does not need.
 */
export async function loadFormAction(page: RemoteModuleId | null, form: string): Promise<FormAction | null> {
  const frame = [...FRAME_FORMS].sort((a, b) => Number(loaded.has(b)) - Number(loaded.has(a)));
  for (const id of page ? [page, ...frame] : frame) {
    const actions = (await exportsOf<PageModuleExports>(id).catch(() => undefined))?.actions;
    if (actions && Object.hasOwn(actions, form) && typeof actions[form] === 'function') return actions[form];
  }
  return null;
}
