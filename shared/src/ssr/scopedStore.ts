import { createStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { currentScope } from './scope';

/** The data the server rendered with, by store name: the browser starts from it. */
let primed: Record<string, unknown> = {};
const registry = new Map<string, { initializer: StateCreator<unknown>; browser: StoreApi<unknown> | null }>();

/**
 * A zustand store with one instance per request on the server and one in the browser, used
 * exactly like `create()`'s hook (`useX(selector)`, `useX.getState()`, `useX.setState()`).
 * React reads the current state for hydration too, so a browser store primed with the server's
 * data renders the same markup the server sent.
 */
export function scopedStore<T>(name: string, initializer: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  registry.set(name, { initializer: initializer as StateCreator<unknown>, browser: null });
  const views = new WeakMap<StoreApi<T>, StoreApi<T>>();

  function current(): StoreApi<T> {
    const scope = currentScope();
    if (scope) {
      let store = scope.stores.get(name) as StoreApi<T> | undefined;
      if (!store) {
        store = createStore(initializer);
        scope.stores.set(name, store);
      }
      return store;
    }
    const entry = registry.get(name)!;
    if (!entry.browser) {
      const store = createStore(initializer);
      if (primed[name]) store.setState(primed[name] as Partial<T>);
      entry.browser = store as StoreApi<unknown>;
    }
    return entry.browser as StoreApi<T>;
  }

  /** The store as React sees it: hydration and server renders read the current state, not the first. */
  function view(store: StoreApi<T>): StoreApi<T> {
    let found = views.get(store);
    if (!found) {
      found = { ...store, getInitialState: store.getState };
      views.set(store, found);
    }
    return found;
  }

  const useScopedStore = <U>(selector?: (state: T) => U) =>
    useStore(view(current()), selector ?? ((state: T) => state as unknown as U));
  return Object.assign(useScopedStore, {
    getState: () => current().getState(),
    getInitialState: () => current().getState(),
    setState: ((...args: Parameters<StoreApi<T>['setState']>) =>
      current().setState(...args)) as StoreApi<T>['setState'],
    subscribe: (listener: Parameters<StoreApi<T>['subscribe']>[0]) => current().subscribe(listener),
  }) as UseBoundStore<StoreApi<T>>;
}

/** The JSON-safe part of every store of the request (functions left out), to send to the browser. */
export function dehydrateStores(names: readonly string[]): Record<string, unknown> {
  const scope = currentScope();
  const result: Record<string, unknown> = {};
  if (!scope) return result;
  for (const name of names) {
    const store = scope.stores.get(name) as StoreApi<Record<string, unknown>> | undefined;
    if (!store) continue;
    const state = store.getState();
    result[name] = Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));
  }
  return result;
}

/** In the browser, before the first render: the stores start from the server's data. */
export function primeStores(data: Record<string, unknown>): void {
  primed = data;
  for (const [name, entry] of registry) {
    if (entry.browser && data[name]) entry.browser.setState(data[name] as object);
  }
}
