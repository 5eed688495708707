import { createStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { currentScope, isServerSide } from './scope';

/** The data the server rendered with, by store name: the state the browser hydrates from. */
let hydrated: Record<string, unknown> = {};

export interface StoreOptions {
  /**
   * Whether the server dehydrates the store's data into the page for the browser to hydrate from.
   * A store the server fills while rendering must be dehydrated, or the browser renders other
   * markup than the server sent and hydration draws the page anew; one that is filled only in the
   * browser (from an effect, a click) need not be.
   */
  dehydrate: boolean;
}

interface Registered {
  initializer: StateCreator<unknown>;
  dehydrate: boolean;
  browser: StoreApi<unknown> | null;
}
const registry = new Map<string, Registered>();

/**
 * A zustand store with one instance per request on the server and one in the browser, used
 * exactly like `create()`'s hook (`useX(selector)`, `useX.getState()`, `useX.setState()`).
 * React reads the current state for hydration too, so a browser store hydrated from the server's
 * data renders the same markup the server sent.
 */
export function scopedStore<T>(
  name: string,
  options: StoreOptions,
  initializer: StateCreator<T, [], []>,
): UseBoundStore<StoreApi<T>> {
  registry.set(name, {
    initializer: initializer as StateCreator<unknown>,
    dehydrate: options.dehydrate,
    browser: null,
  });
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
    // On the server a store outside a request's scope would be one store for every visitor.
    if (isServerSide()) throw new Error(`The store "${name}" was used on the server outside a page's render`);
    const entry = registry.get(name)!;
    if (!entry.browser) {
      const store = createStore(initializer);
      if (hydrated[name]) store.setState(hydrated[name] as Partial<T>);
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

/** The JSON-safe part of a store's state (functions left out). */
function dataOf(state: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));
}

/**
 * The data of every store of the request that is dehydrated, to send to the browser with the
 * page. A store the server filled (its data is no longer what it starts with) but that says it is
 * not dehydrated is reported in `notDehydrated`: the page would hydrate without it.
 */
export function dehydrateStores(): { stores: Record<string, unknown>; notDehydrated: string[] } {
  const scope = currentScope();
  const stores: Record<string, unknown> = {};
  const notDehydrated: string[] = [];
  if (!scope) return { stores, notDehydrated };
  for (const [name, store] of scope.stores) {
    const entry = registry.get(name);
    if (!entry) continue;
    const data = dataOf((store as StoreApi<object>).getState());
    if (entry.dehydrate) stores[name] = data;
    else if (JSON.stringify(data) !== JSON.stringify(dataOf(createStore(entry.initializer).getState() as object)))
      notDehydrated.push(name);
  }
  return { stores, notDehydrated };
}

/** In the browser, before the first render: the stores hydrate from the server's data. */
export function hydrateStores(data: Record<string, unknown>): void {
  hydrated = data;
  for (const [name, entry] of registry) {
    if (entry.browser && data[name]) entry.browser.setState(data[name] as object);
  }
}
