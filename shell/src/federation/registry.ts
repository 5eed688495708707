import {
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import * as federationRuntime from '@module-federation/runtime-core';
import type { RemoteModuleId, RemoteName } from 'shared';

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

/** Whether the registry names this remote (a module of one it does not name is never loaded). */
export function isConfigured(name: RemoteName): boolean {
  return Boolean(configured[name]);
}
