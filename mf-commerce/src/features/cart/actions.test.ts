import { deleteCookie, setCookie } from 'shared';
import { waitFor } from '@testing-library/react';
import { apiError, http, HttpResponse, requests, server, testProduct, validationError } from 'shared/testing';
import { useCart } from '../../common/cartStore';
import { testCart } from '../../common/testCart';
import { order, voucher } from './actions';

// The cart page's actions as the page's route runs them — for a form the scripts send and for one
// posted before or without them (then on the server, with the same fields).

const post = (fields: Record<string, string>, path = '/kosik?step=order') => ({
  fields: (() => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  })(),
  locale: path.startsWith('/en/') ? ('en' as const) : ('cs' as const),
  url: new URL(path, 'http://localhost'),
  signal: new AbortController().signal,
  refused: null,
});

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
    expect(sent[0]?.headers.get('X-Cart-Token')).toBe('temp-abc');
    expect(sent[0]?.url).toContain('lang=en');
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
