import { deleteCookie, setCookie } from 'shared';
import { waitFor } from '@testing-library/react';
import { apiError, formPost, http, HttpResponse, requests, server, testProduct, validationError } from 'shared/testing';
import { useCart } from '../../common/cartStore';
import { testCart } from '../../common/testCart';
import { cartLine, order, voucher, voucherRemove } from './actions';

// The cart page's actions as the page's route runs them — for a form the scripts send and for one
// posted before or without them (then on the server, with the same fields).

const post = (fields: Record<string, string>, path = '/kosik?step=order') => formPost(fields, path);

const orderFields = {
  form: 'order',
  cartId: '7',
  firstname: 'Jana Nováková',
  email: 'jana@example.com',
  phone: '+420777123456',
  note: '  ',
  agreement: 'on',
};

beforeEach(() => {
  setCookie('guestCart', 'temp-abc');
  useCart.setState({ cart: testCart([]), status: 'ready', notice: null, added: null });
});

afterEach(() => deleteCookie('guestCart'));

describe('the order action', () => {
  it("sends the posted order with the guest cart's token, under the same key each time it is posted", async () => {
    server.use(
      http.post('*/api/cart/:cartId/order', () => HttpResponse.json({ id: 12, total: 847, currency: 'CZK' })),
      http.get('*/api/cart/anonymous/:locale/:tempId', () => HttpResponse.json(testCart([]))),
    );
    useCart.setState({
      cart: testCart([{ product: testProduct({ id: 5, name: 'Praha 1', price: 700 }), quantity: 1 }]),
    });
    expect(await order(post(orderFields, '/en/cart?step=order'))).toEqual({ status: 'done', to: '/en/thank-you' });
    // The store follows the emptied cart.
    await waitFor(() => expect(useCart.getState().cart?.totals.count).toBe(0));
    await order(post(orderFields));
    const sent = requests({ method: 'POST', path: '/api/cart/7/order' });
    expect(sent).toHaveLength(2);
    // A note of spaces is no note; the consent box's presence is the consent.
    expect(sent[0]?.body).toEqual({
      firstname: 'Jana Nováková',
      email: 'jana@example.com',
      phone: '+420777123456',
      agreement: true,
    });
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['order-7', 'order-7']);
    // The guest cart's token travels as the browser's guest-cart cookie, and only so.
    expect(sent[0]?.headers.get('cookie')).toContain('guest-cart=temp-abc');
    expect(sent[0]?.headers.has('X-Cart-Token')).toBe(false);
    expect(sent[0]?.url).not.toContain('temp-abc');
    expect(sent[0]?.query.get('lang')).toBe('en');
  });

  it('keeps what was typed, the consent box included, with the errors of a refused order', async () => {
    server.use(http.post('*/api/cart/:cartId/order', () => validationError({ agreement: ['Musíte souhlasit'] })));
    const { agreement: _agreement, ...unticked } = orderFields;
    const outcome = await order(post({ ...unticked, note: 'Volejte odpoledne' }));
    expect(outcome).toEqual({
      status: 'failed',
      posted: expect.objectContaining({
        form: 'order',
        status: 422,
        errors: { agreement: ['Musíte souhlasit'] },
        values: {
          firstname: 'Jana Nováková',
          email: 'jana@example.com',
          phone: '+420777123456',
          note: 'Volejte odpoledne',
          agreement: false,
        },
      }),
    });
    expect(requests({ method: 'POST' })[0]?.body).toMatchObject({ note: 'Volejte odpoledne', agreement: false });
  });
});

describe('the voucher action', () => {
  it('applies the code with the e-mail, then the cart again with `?voucher=applied` without scripts', async () => {
    server.use(http.post('*/api/voucher/cart/add/:cartId', () => HttpResponse.json(testCart([]))));
    const outcome = await voucher(
      post({ form: 'voucher', cartId: '7', voucherCode: ' SLEVA10 ', guestEmail: 'jana@example.com' }, '/kosik'),
    );
    expect(outcome).toEqual({ status: 'done', to: null, back: ['voucher', 'applied'] });
    expect(requests({ method: 'POST', path: '/api/voucher/cart/add/7' })[0]?.body).toEqual({
      voucherCode: 'SLEVA10',
      serviceType: 'eshop',
      guestEmail: 'jana@example.com',
    });
  });

  it('keeps the code and the e-mail of a refused one, with the value its message names', async () => {
    server.use(
      http.post('*/api/voucher/cart/add/:cartId', () => apiError(409, 'minimal_price', 'min', { value: 50000 })),
    );
    const outcome = await voucher(post({ form: 'voucher', cartId: '7', voucherCode: 'MIN50000' }, '/kosik'));
    expect(outcome).toEqual({
      status: 'failed',
      posted: expect.objectContaining({
        form: 'voucher',
        status: 409,
        code: 'minimal_price',
        value: 50000,
        values: { code: 'MIN50000', email: '' },
      }),
    });
    // No e-mail typed (a user, or a guest cart that has one): none is sent.
    expect(requests({ method: 'POST' })[0]?.body).toMatchObject({ guestEmail: null });
  });
});

describe("the cart line's forms", () => {
  const office = testProduct({ id: 5, name: 'Praha 1', price: 700 });
  const answer = (quantity: number, original: number) =>
    HttpResponse.json({
      product: office,
      variant: null,
      quantity,
      original_quantity: original,
      cart: testCart([{ product: office, quantity }]),
    });

  it('steps a line from the quantity the cart has when it runs, never below one piece', async () => {
    const cart = testCart([{ product: office, quantity: 2 }]);
    const lineId = String(cart.items[0]!.id);
    useCart.setState({ cart });
    server.use(
      http.put('*/api/cart/:cartId', async ({ request }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        return answer(quantity, 2);
      }),
    );
    // The piece added is named for the dataLayer (pushed once, by whichever path ran the form).
    expect(await cartLine(post({ form: 'cart-line', lineId, step: '1' }, '/kosik'))).toEqual({
      status: 'done',
      to: null,
      reload: false,
      events: [{ event: 'add_to_cart', item: { id: 5, name: 'Praha 1', price: 700, quantity: 1 } }],
    });
    await cartLine(post({ form: 'cart-line', lineId, step: '-1' }, '/kosik'));
    useCart.setState({ cart: testCart([{ product: office, quantity: 1 }]) });
    await cartLine(post({ form: 'cart-line', lineId, step: '-1' }, '/kosik'));
    expect(requests({ method: 'PUT' }).map((sent) => (sent.body as { quantity: number }).quantity)).toEqual([3, 2, 1]);
  });

  it('sets a typed quantity or removes the line; figures out of range and other lines change nothing', async () => {
    const cart = testCart([{ product: office, quantity: 2 }]);
    const lineId = String(cart.items[0]!.id);
    useCart.setState({ cart });
    server.use(http.put('*/api/cart/:cartId', () => answer(0, 2)));
    for (const quantity of ['-1', '1000', 'pět', ''])
      await cartLine(post({ form: 'cart-line', lineId, quantity }, '/kosik'));
    await cartLine(post({ form: 'cart-line', lineId: '999999', quantity: '4' }, '/kosik'));
    expect(requests({ method: 'PUT' })).toHaveLength(0);
    await cartLine(post({ form: 'cart-line', lineId, quantity: '0' }, '/kosik'));
    expect(requests({ method: 'PUT' })[0]?.body).toMatchObject({ id: 5, quantity: 0 });
  });

  it("is refused with the cart's notice when the API refuses the change", async () => {
    const cart = testCart([{ product: office, quantity: 2 }]);
    useCart.setState({ cart });
    server.use(
      http.put('*/api/cart/:cartId', () => apiError(409, 'product_unavailable', 'gone')),
      http.get('*/api/cart/anonymous/:locale/:tempId', () => HttpResponse.json(cart)),
    );
    const outcome = await cartLine(post({ form: 'cart-line', lineId: String(cart.items[0]!.id), step: '1' }, '/kosik'));
    expect(outcome).toMatchObject({ status: 'failed', posted: { form: 'cart-line', code: 'notice.unavailable' } });
    expect(useCart.getState().notice).toEqual({ kind: 'danger', key: 'notice.unavailable' });
  });

  it('removes a voucher from the cart', async () => {
    server.use(http.post('*/api/voucher/cart/delete/:cartId', () => HttpResponse.json(testCart([]))));
    expect(await voucherRemove(post({ form: 'voucher-remove', voucherId: '3' }, '/kosik'))).toMatchObject({
      status: 'done',
    });
    expect(requests({ method: 'POST', path: /voucher\/cart\/delete/ })[0]?.body).toEqual({ voucherId: 3 });
  });
});
