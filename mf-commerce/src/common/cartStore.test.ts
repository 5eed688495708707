import {
  createRequestScope,
  deleteCookie,
  getCookie,
  setCookie,
  setScopeResolver,
  type CartStore,
  type RequestScope,
} from 'shared';
import { apiError, http, HttpResponse, requests, server, testProduct } from 'shared/testing';
import type { Cart } from 'shared/validation';
import { useCart } from './cartStore';
import { cartServer as serverOf, testCart } from './testCart';

const office = testProduct({ id: 5, name: 'Praha 1 – Karlovo náměstí', price: 700 });
const cartServer = (initial?: Cart) => serverOf(office, initial);

beforeEach(() => {
  useCart.setState({ cart: null, status: 'idle', notice: null, added: null });
  deleteCookie('guestCart');
});

describe('cart store', () => {
  it('creates a guest cart on the first add and keeps its temp id in the guest-cart cookie', async () => {
    cartServer();
    await useCart.getState().add('cs', { productId: 5 });
    expect(requests({ method: 'GET' })[0]?.path).toBe('/api/cart/anonymous/cs/0');
    expect(getCookie('guestCart')).toBe('temp-abc');
    expect(useCart.getState().cart?.totals.count).toBe(1);
    expect(useCart.getState().added).toMatchObject({ name: office.name, price: 847, quantity: 1 });
  });

  it('never makes two lines or loses a quantity when adds run in parallel', async () => {
    cartServer();
    await Promise.all([
      useCart.getState().add('cs', { productId: 5 }),
      useCart.getState().add('cs', { productId: 5 }),
      useCart.getState().add('cs', { productId: 5, quantity: 2 }),
    ]);
    const puts = requests({ method: 'PUT' }).map((r) => (r.body as { quantity: number }).quantity);
    expect(puts).toEqual([1, 2, 4]);
    expect(requests({ method: 'GET' })).toHaveLength(1);
    expect(useCart.getState().cart?.items).toHaveLength(1);
    expect(useCart.getState().cart?.items[0]?.quantity).toBe(4);
  });

  it("answers an add and a quantity with the API's answer for the line, a failure with none", async () => {
    cartServer();
    const added = await useCart.getState().add('cs', { productId: 5, quantity: 3 });
    expect(added).toMatchObject({ quantity: 3, original_quantity: 0, product: { id: 5 } });
    expect(await useCart.getState().setQuantity('cs', 1, 1)).toMatchObject({ quantity: 1, original_quantity: 3 });
    // A line the cart does not have changes nothing.
    expect(await useCart.getState().setQuantity('cs', 99, 1)).toBeNull();
    server.use(http.put('*/api/cart/:cartId', () => apiError(500, 'internal')));
    expect(await useCart.getState().add('cs', { productId: 5 })).toBeNull();
  });

  it('looks at a guest without a cart without creating one, and reads an existing one by its cookie', async () => {
    cartServer(testCart([{ product: office, quantity: 2 }]));
    await useCart.getState().load('cs');
    expect(requests()).toHaveLength(0);
    expect(useCart.getState().cart).toBeNull();
    setCookie('guestCart', 'temp-abc');
    await useCart.getState().load('cs');
    expect(requests()[0]?.path).toBe('/api/cart/anonymous/cs/temp-abc');
    expect(useCart.getState().cart?.totals.count).toBe(2);
  });

  it('reports a failed add and reloads the cart; an unavailable product has its own message', async () => {
    setCookie('guestCart', 'temp-abc');
    cartServer(testCart([]));
    server.use(http.put('*/api/cart/:cartId', () => apiError(409, 'product_unavailable', 'Plno', { value: null })));
    await useCart.getState().add('cs', { productId: 5 });
    expect(useCart.getState().notice).toEqual({ kind: 'danger', key: 'notice.unavailable' });
    server.use(http.put('*/api/cart/:cartId', () => apiError(500, 'internal')));
    await useCart.getState().add('cs', { productId: 5 });
    expect(useCart.getState().notice).toEqual({ kind: 'danger', key: 'notice.addFailed' });
    expect(requests({ method: 'GET' }).length).toBeGreaterThanOrEqual(3);
  });

  it('reports a cart that cannot be loaded', async () => {
    setCookie('guestCart', 'temp-abc');
    server.use(http.get('*/api/cart/anonymous/:locale/:tempId', () => apiError(500, 'internal')));
    await useCart.getState().load('cs');
    expect(useCart.getState()).toMatchObject({ status: 'error', notice: { kind: 'danger', key: 'notice.loadFailed' } });
  });

  it('reports a cart answer of another shape as a cart that cannot be loaded, keeping no half-read cart', async () => {
    setCookie('guestCart', 'temp-abc');
    server.use(
      http.get('*/api/cart/anonymous/:locale/:tempId', () =>
        HttpResponse.json({ id: 7, tempId: 'temp-abc', items: [] }),
      ),
    );
    await useCart.getState().load('cs');
    expect(useCart.getState()).toMatchObject({
      cart: null,
      status: 'error',
      notice: { kind: 'danger', key: 'notice.loadFailed' },
    });
  });

  it('keeps one cart per request while pages render on the server, and the browser its own', () => {
    const browserCart = useCart.getState();
    const first = createRequestScope('https://www.example.cz');
    const second = createRequestScope('https://www.example.cz');
    let scope: RequestScope | undefined = first;
    setScopeResolver(() => scope);
    try {
      useCart.getState().setNotice({ kind: 'danger', key: 'notice.loadFailed' });
      scope = second;
      expect(useCart.getState().notice).toBeNull();
      scope = first;
      expect(useCart.getState().notice).toEqual({ kind: 'danger', key: 'notice.loadFailed' });
    } finally {
      setScopeResolver(null);
    }
    expect(useCart.getState()).toBe(browserCart);
    expect(useCart.getState().notice).toBeNull();
  });

  it('offers the public shape shared promises to other packages', () => {
    const store: CartStore = useCart.getState();
    expect(Object.keys(store).sort()).toEqual(
      [
        'add',
        'added',
        'cart',
        'dropVoucher',
        'emptied',
        'hideAdded',
        'load',
        'notice',
        'setNotice',
        'setQuantity',
        'status',
      ].sort(),
    );
  });
});
