import { createRequestScope, setScopeResolver, type RequestScope } from './scope';
import { dehydrateStores, scopedStore } from './scopedStore';

const useHanded = scopedStore<{ lines: number[]; add: (line: number) => void }>(
  'test-handed',
  { handOver: true },
  (set, get) => ({ lines: [], add: (line) => set({ lines: [...get().lines, line] }) }),
);
const useBrowserOnly = scopedStore<{ rate: number }>('test-browser-only', { handOver: false }, () => ({ rate: 1 }));

describe('stores handed from the server to the browser', () => {
  let scope: RequestScope;
  beforeEach(() => {
    scope = createRequestScope('http://localhost');
    setScopeResolver(() => scope);
  });
  afterAll(() => setScopeResolver(null));

  it('sends the data of every store that is handed over, without its functions', () => {
    useHanded.getState().add(7);
    expect(dehydrateStores()).toEqual({ stores: { 'test-handed': { lines: [7] } }, unhanded: [] });
  });

  it('reports a store the server filled that is not handed over', () => {
    useBrowserOnly.setState({ rate: 25 });
    expect(dehydrateStores().unhanded).toEqual(['test-browser-only']);
  });

  it('does not report one the server only read', () => {
    expect(useBrowserOnly.getState().rate).toBe(1);
    expect(dehydrateStores()).toEqual({ stores: {}, unhanded: [] });
  });
});

describe('a store on the server outside a page render', () => {
  afterAll(() => setScopeResolver(null));

  it('throws instead of falling back to one store shared by every visitor', () => {
    let scope: RequestScope | undefined = createRequestScope('http://localhost');
    setScopeResolver(() => scope);
    useHanded.getState().add(1);
    scope = undefined;
    expect(() => useHanded.getState()).toThrow(
      'The store "test-handed" was used on the server outside a page\'s render',
    );
    expect(() => useHanded.setState({ lines: [] })).toThrow();
  });
});
