import { createRequestScope, setScopeResolver, type RequestScope } from './scope';
import { dehydrateStores, scopedStore } from './scopedStore';

const useDehydrated = scopedStore<{ lines: number[]; add: (line: number) => void }>(
  'test-dehydrated',
  { dehydrate: true },
  (set, get) => ({ lines: [], add: (line) => set({ lines: [...get().lines, line] }) }),
);
const useBrowserOnly = scopedStore<{ rate: number }>('test-browser-only', { dehydrate: false }, () => ({ rate: 1 }));

describe('stores dehydrated on the server for the browser to hydrate from', () => {
  let scope: RequestScope;
  beforeEach(() => {
    scope = createRequestScope('http://localhost');
    setScopeResolver(() => scope);
  });
  afterAll(() => setScopeResolver(null));

  it('sends the data of every store that is dehydrated, without its functions', () => {
    useDehydrated.getState().add(7);
    expect(dehydrateStores()).toEqual({ stores: { 'test-dehydrated': { lines: [7] } }, notDehydrated: [] });
  });

  it('reports a store the server filled that is not dehydrated', () => {
    useBrowserOnly.setState({ rate: 25 });
    expect(dehydrateStores().notDehydrated).toEqual(['test-browser-only']);
  });

  it('does not report one the server only read', () => {
    expect(useBrowserOnly.getState().rate).toBe(1);
    expect(dehydrateStores()).toEqual({ stores: {}, notDehydrated: [] });
  });
});

describe('a store on the server outside a page render', () => {
  afterAll(() => setScopeResolver(null));

  it('throws instead of falling back to one store shared by every visitor', () => {
    let scope: RequestScope | undefined = createRequestScope('http://localhost');
    setScopeResolver(() => scope);
    useDehydrated.getState().add(1);
    scope = undefined;
    expect(() => useDehydrated.getState()).toThrow(
      'The store "test-dehydrated" was used on the server outside a page\'s render',
    );
    expect(() => useDehydrated.setState({ lines: [] })).toThrow();
  });
});
