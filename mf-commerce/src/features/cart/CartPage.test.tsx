import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteCookie, localeOfPath, setCookie, useCurrency, usePosted } from 'shared';
import { apiError, http, HttpResponse, renderWithProviders, requests, server, testProduct } from 'shared/testing';
import type { Cart } from 'shared/validation';
import { useCart } from '../../common/cartStore';
import { testCart } from '../../common/testCart';
import { actions, CartPage, loader, shouldRevalidate } from './CartPage';

const office = testProduct({ id: 5, name: 'Praha 1 – Karlovo náměstí', price: 10000 });
const mail = testProduct({ id: 9, name: 'Přeposílání pošty', price: 200 });
const currencies = [
  { id: 1, code: 'CZK', symbol_before: '', symbol_after: 'Kč', decimals: 0, rate: 1, is_default: true },
  { id: 2, code: 'EUR', symbol_before: '', symbol_after: '€', decimals: 2, rate: 24.2, is_default: false },
];

/** The cart page with its route's loader, revalidation and form actions, as the shell gives them. */
function renderCart(path: string) {
  return renderWithProviders(<CartPage routeId="cart" locale={localeOfPath(path)} params={{}} />, {
    path,
    loader,
    shouldRevalidate,
    actions,
  });
}

/** Fills in the order step as a visitor does. */
async function fillOrder() {
  await userEvent.type(await screen.findByLabelText(/^Jméno a příjmení/), 'Jana Nováková');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'jana@example.com');
  await userEvent.type(screen.getByLabelText(/^Telefon/), '+420777123456');
  await userEvent.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
}

const cartLoads = () => requests({ method: 'GET', path: /^\/api\/cart\/anonymous\// }).length;

function withCart(cart: Cart) {
  setCookie('guestCart', 'temp-abc');
  server.use(http.get('*/api/cart/anonymous/:locale/:tempId', () => HttpResponse.json(cart)));
}

beforeEach(() => {
  useCart.setState({ cart: null, status: 'idle', notice: null, added: null });
  usePosted.setState({ posted: null });
  useCurrency.setState({ currencies: [], currency: useCurrency.getInitialState().currency });
  deleteCookie('guestCart');
  server.use(http.get('*/api/lists/currencies', () => HttpResponse.json(currencies)));
});

describe('cart page', () => {
  it('shows the empty state with the way to the offers in Czech, creating no cart', async () => {
    renderCart('/kosik');
    expect(await screen.findByRole('heading', { level: 1, name: 'Košík' })).toBeInTheDocument();
    expect(await screen.findByText('Váš košík je prázdný.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prohlédnout virtuální sídla' })).toHaveAttribute(
      'href',
      '/virtualni-sidla',
    );
    expect(screen.getByRole('link', { name: 'Zobrazit ceník' })).toHaveAttribute('href', '/cenik');
    expect(document.title).toBe('Košík | Sídlo Partner');
    expect(requests({ path: /\/api\/cart/ })).toHaveLength(0);
  });

  it('speaks English with English paths', async () => {
    renderCart('/en/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse virtual offices' })).toHaveAttribute(
      'href',
      '/en/virtual-headquarters',
    );
    expect(screen.getByRole('link', { name: 'See the price list' })).toHaveAttribute('href', '/en/pricelist');
    expect(document.title).toBe('Cart | Sídlo Partner');
  });

  it('lists the lines with prices, marks an unavailable one and leaves it out of the total', async () => {
    withCart(
      testCart([
        { product: office, quantity: 2 },
        { product: mail, quantity: 1, available: false },
      ]),
    );
    renderCart('/kosik');
    const row = (await screen.findByRole('rowheader', { name: /Karlovo/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('12 100 Kč')).toBeInTheDocument();
    expect(within(row).getByText('24 200 Kč')).toBeInTheDocument();
    expect(within(row).getByRole('spinbutton', { name: 'Množství: Praha 1 – Karlovo náměstí' })).toHaveValue(2);
    const gone = screen.getByRole('rowheader', { name: /Přeposílání pošty/ });
    expect(gone).toHaveTextContent('Již není k dispozici');
    expect(screen.getByText('Celkem s DPH').nextElementSibling).toHaveTextContent('24 200 Kč');
  });

  it('changes and removes lines with the keyboard-reachable buttons', async () => {
    withCart(testCart([{ product: office, quantity: 2 }]));
    server.use(
      http.put('*/api/cart/:cartId', () =>
        HttpResponse.json({
          product: office,
          variant: null,
          quantity: 3,
          original_quantity: 2,
          cart: testCart([{ product: office, quantity: 3 }]),
        }),
      ),
    );
    renderCart('/kosik');
    await userEvent.click(await screen.findByRole('button', { name: 'Zvýšit množství: Praha 1 – Karlovo náměstí' }));
    expect(await screen.findByRole('spinbutton', { name: /Množství/ })).toHaveValue(3);
    expect(requests({ method: 'PUT' })[0]?.body).toEqual({ id: 5, variantId: null, note: '', quantity: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat z košíku: Praha 1 – Karlovo náměstí' }));
    expect(requests({ method: 'PUT' })[1]?.body).toMatchObject({ id: 5, quantity: 0 });
  });

  it('asks a guest for an e-mail and shows a voucher error as an alert with the formatted value', async () => {
    withCart(testCart([{ product: office, quantity: 1 }]));
    server.use(
      http.post('*/api/voucher/cart/add/:cartId', () => apiError(409, 'minimal_price', 'min', { value: 50000 })),
    );
    renderCart('/kosik');
    await userEvent.type(await screen.findByLabelText('Váš e-mail'), 'jana@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Slevový kód' }), 'MIN50000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Slevový kód lze uplatnit až od hodnoty košíku 50 000 Kč.',
    );
    expect(requests({ method: 'POST' })[0]?.body).toEqual({
      voucherCode: 'MIN50000',
      serviceType: 'eshop',
      guestEmail: 'jana@example.com',
    });
  });

  it('applies a voucher: the box says so and empties, and the cart is loaded again with it', async () => {
    const sleva = {
      id: 1,
      code: 'SLEVA10',
      name: 'Sleva 10 %',
      discount_type: 'percent' as const,
      discount_value: 10,
      discount: 1210,
      applicable: true,
    };
    withCart(testCart([{ product: office, quantity: 1 }]));
    server.use(
      http.post('*/api/voucher/cart/add/:cartId', () => {
        // From now on the API has the cart with the voucher.
        withCart(testCart([{ product: office, quantity: 1 }], { guestEmail: 'jana@example.com', vouchers: [sleva] }));
        return HttpResponse.json(testCart([{ product: office, quantity: 1 }]));
      }),
    );
    renderCart('/kosik');
    await userEvent.type(await screen.findByLabelText('Váš e-mail'), 'jana@example.com');
    const loads = cartLoads();
    await userEvent.type(screen.getByRole('textbox', { name: 'Slevový kód' }), 'SLEVA10{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Slevový kód byl uplatněn.');
    expect(await screen.findByText('−1 210 Kč')).toBeInTheDocument();
    expect(cartLoads()).toBe(loads + 1);
    expect(useCart.getState().cart?.vouchers).toEqual([sleva]);
    expect(screen.getByRole('textbox', { name: 'Slevový kód' })).toHaveValue('');
    // The cart knows the e-mail now: it is not asked for again.
    expect(screen.queryByLabelText('Váš e-mail')).not.toBeInTheDocument();
    expect(requests({ method: 'POST' })).toHaveLength(1);
  });

  it('loads the cart again after a refused voucher, and sends no empty code', async () => {
    withCart(testCart([{ product: office, quantity: 1 }], { guestEmail: 'jana@example.com' }));
    server.use(http.post('*/api/voucher/cart/add/:cartId', () => apiError(404, 'not_exists')));
    renderCart('/kosik');
    const code = await screen.findByRole('textbox', { name: 'Slevový kód' });
    await userEvent.type(code, '   {Enter}');
    expect(requests({ method: 'POST' })).toHaveLength(0);
    const loads = cartLoads();
    await userEvent.clear(code);
    await userEvent.type(code, 'NEEXISTUJE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Slevový kód neexistuje.');
    await waitFor(() => expect(cartLoads()).toBe(loads + 1));
    expect(code).toHaveValue('NEEXISTUJE');
  });

  it('shows a voucher refused without scripts with its value, the code and e-mail kept', async () => {
    withCart(testCart([{ product: office, quantity: 1 }]));
    usePosted.setState({
      posted: {
        form: 'voucher',
        values: { code: 'MIN50000', email: 'jana@example.com' },
        errors: {},
        message: 'min',
        status: 409,
        code: 'minimal_price',
        value: 50000,
      },
    });
    renderCart('/kosik');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Slevový kód lze uplatnit až od hodnoty košíku 50 000 Kč.',
    );
    expect(screen.getByRole('textbox', { name: 'Slevový kód' })).toHaveValue('MIN50000');
    expect(screen.getByLabelText('Váš e-mail')).toHaveValue('jana@example.com');
  });

  it('says a voucher applied without scripts was applied (`?voucher=applied`)', async () => {
    withCart(testCart([{ product: office, quantity: 1 }]));
    renderCart('/kosik?voucher=applied');
    expect(await screen.findByRole('status')).toHaveTextContent('Slevový kód byl uplatněn.');
  });

  it('sends the order once for a double click and moves on to the thank-you page, the cart emptied', async () => {
    withCart(testCart([{ product: office, quantity: 1 }]));
    server.use(
      http.post('*/api/cart/:cartId/order', () => {
        withCart(testCart([]));
        return HttpResponse.json({ id: 12, total: 12100, currency: 'CZK' });
      }),
    );
    renderCart('/kosik?step=order');
    await fillOrder();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme'));
    expect(requests({ method: 'POST', path: '/api/cart/7/order' })).toHaveLength(1);
    await waitFor(() => expect(useCart.getState().cart?.totals.count).toBe(0));
  });

  it('loads the cart again after a refused order, showing the line that is gone', async () => {
    withCart(testCart([{ product: office, quantity: 1 }]));
    server.use(
      http.post('*/api/cart/:cartId/order', () => {
        withCart(testCart([{ product: office, quantity: 1, available: false }]));
        return apiError(409, 'product_unavailable');
      }),
    );
    renderCart('/kosik?step=order');
    await fillOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Některá položka už není k dispozici.');
    expect(await screen.findByText('Již není k dispozici')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Jméno a příjmení/)).toHaveValue('Jana Nováková');
  });

  it('shows applied vouchers with their discount, and one that no longer applies', async () => {
    withCart(
      testCart([{ product: office, quantity: 1 }], {
        guestEmail: 'jana@example.com',
        vouchers: [
          {
            id: 1,
            code: 'SLEVA10',
            name: 'Sleva 10 %',
            discount_type: 'percent',
            discount_value: 10,
            discount: 1210,
            applicable: true,
          },
          {
            id: 2,
            code: 'STARA',
            name: 'Stará',
            discount_type: 'amount',
            discount_value: 100,
            discount: 0,
            applicable: false,
          },
        ],
      }),
    );
    renderCart('/kosik');
    expect(await screen.findByText('−1 210 Kč')).toBeInTheDocument();
    expect(screen.getByText('Slevový kód už neplatí')).toBeInTheDocument();
    expect(screen.queryByLabelText('Váš e-mail')).not.toBeInTheDocument();
    server.use(http.post('*/api/voucher/cart/delete/:cartId', () => apiError(404, 'not_in_cart')));
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat slevový kód STARA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slevový kód se nepodařilo odebrat.');
  });

  it('converts every price when the currency is switched', async () => {
    withCart(testCart([{ product: office, quantity: 1 }]));
    renderCart('/en/cart');
    await screen.findByRole('option', { name: 'EUR' });
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(screen.getByText('Total incl. VAT').nextElementSibling).toHaveTextContent('500,00 €');
    expect(document.cookie).toContain('currencyId=2');
    act(() => useCurrency.getState().select(1));
  });
});
