import { bus, deleteCookie, getCookie, setCookie } from 'shared';
import { apiError, formPost, http, requests, server, testProduct } from 'shared/testing';
import { useCart } from '../../common/cartStore';
import { cartServer as serverOf } from '../../common/testCart';
import { actions, cartAdd } from './actions';

// 'Do košíku' as the page's route runs it: for a form the scripts send (in the browser) and for
// one posted before or without them (on the server, with the same fields).

const office = testProduct({ id: 5, name: 'Praha 1 – Karlovo náměstí', price: 700 });
const cartServer = () => serverOf(office);

const post = (fields: Record<string, string>, path = '/virtualni-sidla/1/praha-1') => formPost(fields, path);

beforeEach(() => {
  useCart.setState({ cart: null, status: 'idle', notice: null, added: null });
  deleteCookie('guestCart');
  window.dataLayer = [];
});

it('is the frame form every page runs under its contract name', () => {
  expect(Object.keys(actions)).toEqual(['cart-add']);
});

it("puts one piece into a first visit's new guest cart, stays with scripts and goes to the cart without", async () => {
  cartServer();
  const emit = jest.spyOn(bus, 'emit');
  const outcome = await cartAdd(post({ form: 'cart-add', productId: '5', variantId: '' }));
  // One look for the cart, which creates it; then the line.
  expect(requests().map((request) => `${request.method} ${request.path}`)).toEqual([
    'GET /api/cart/anonymous/cs/0',
    'PUT /api/cart/7',
  ]);
  expect(requests({ method: 'PUT' })[0]?.body).toMatchObject({ id: 5, variantId: null, quantity: 1 });
  expect(getCookie('guestCart')).toBe('temp-abc');
  expect(useCart.getState().added).toMatchObject({ name: office.name, quantity: 1 });
  expect(outcome).toMatchObject({ status: 'done', to: null, reload: false, plainTo: '/kosik' });
  // The shell learns of it once the action has succeeded in the browser.
  if (outcome.status !== 'done') throw new Error('not done');
  expect(emit).not.toHaveBeenCalledWith('cart:added', expect.anything());
  outcome.after?.();
  expect(emit).toHaveBeenCalledWith('cart:added', { productId: 5 });
  emit.mockRestore();
});

it("answers a refused product with the cart's message in the page's language, naming the button pressed", async () => {
  cartServer();
  setCookie('guestCart', 'temp-abc');
  server.use(http.put('*/api/cart/:cartId', () => apiError(409, 'product_unavailable', 'Gone', { value: null })));
  const outcome = await cartAdd(post({ form: 'cart-add', productId: '5', variantId: '12' }, '/en/virtual-offices/1/x'));
  expect(outcome).toEqual({
    status: 'failed',
    posted: expect.objectContaining({
      form: 'cart-add',
      status: 409,
      code: 'notice.unavailable',
      message: expect.stringMatching(/no longer/i),
      values: { productId: '5', variantId: '12' },
    }),
  });
});

it('adds nothing for a product id that is not one', async () => {
  cartServer();
  for (const productId of ['', 'abc', '-3', '0', '1e3'])
    expect(await cartAdd(post({ form: 'cart-add', productId }))).toMatchObject({ status: 'done', to: null });
  expect(requests({ method: 'PUT' })).toHaveLength(0);
});
