import { use, useCallback, useEffect, useRef, useState } from 'react';
import { settle } from '../router/pageData';
import { currentScope, type RequestScope, type ResourceEntry } from '../ssr/scope';
import type { ResourceState } from './types';

export type { ResourceState } from './types';

/** What the server loaded for the page, by key: the browser's first render starts from it. */
let hydrated = new Map<string, ResourceState<unknown>>();

/** In the browser, before the first render: the data the server rendered the page with. */
export function hydrateResources(data: Record<string, ResourceState<unknown>>): void {
  hydrated = new Map(Object.entries(data));
}

/** Every resource the request's render loaded, settled, to send along with the HTML. */
export function dehydrateResources(scope: RequestScope): Record<string, ResourceState<unknown>> {
  const result: Record<string, ResourceState<unknown>> = {};
  for (const [key, entry] of scope.resources) if (entry.state) result[key] = entry.state;
  return result;
}

/** On the server: the request's entry for this key, its load started on first use. */
function serverEntry(scope: RequestScope, key: string, load: (signal: AbortSignal) => Promise<unknown>) {
  let entry = scope.resources.get(key);
  if (!entry) {
    const created: ResourceEntry = { promise: Promise.resolve(), state: null };
    created.promise = settle(load(new AbortController().signal)).then((state) => {
      created.state = state;
    });
    scope.resources.set(key, created);
    entry = created;
  }
  return entry;
}

/**
 * Data of the page's frame (the banners): loading → ready | notFound (an `ApiError` with status
 * 404) | error, with a retry. A page's own data comes from its route's loader (`usePageData`); the
 * frame is no route's, so it loads its own. `key` identifies what is loaded (it must name
 * everything the loader depends on); a new key loads again and cancels the request still under
 * way. On the server the render waits for the data; the browser starts from what the server sent
 * and loads nothing for it.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const scope = currentScope();
  const entry = scope ? serverEntry(scope, key, load) : null;
  // On the server the render waits here for the data (the renderer answers once all is ready).
  if (entry && !entry.state) use(entry.promise);
  const fromServer = (entry ? entry.state : (hydrated.get(key) ?? null)) as ResourceState<T> | null;
  const [state, setState] = useState<ResourceState<T>>(() => fromServer ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The key whose data came with the page: its first load is skipped.
  const preloaded = useRef(fromServer ? key : null);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    if (preloaded.current === key && attempt === 0) {
      preloaded.current = null;
      hydrated.delete(key);
      return;
    }
    preloaded.current = null;
    const controller = new AbortController();
    setState({ status: 'loading' });
    void settle(latestLoad.current(controller.signal)).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
