import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  delay,
  http,
  HttpResponse,
  renderWithProviders,
  requests,
  server,
  validationError,
  testProduct,
} from 'shared/testing';
import { useCart } from '../../common/cartStore';
import { testCart } from '../../common/testCart';
import { actions } from './CartPage';
import { OrderForm } from './OrderForm';

const cart = testCart([{ product: testProduct({ id: 5, name: 'Praha 1', price: 700 }), quantity: 1 }]);

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fill() {
  await userEvent.type(field('Jméno a příjmení'), 'Jana Nováková');
  await userEvent.type(field('E-mail'), 'jana@example.com');
  await userEvent.type(field('Telefon'), '+420777123456');
  await userEvent.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
}

/** The order step on the cart page, its form run by the page's route as in the shell. */
const renderForm = (path = '/kosik') => renderWithProviders(<OrderForm cart={cart} />, { path, actions });

beforeEach(() => {
  useCart.setState({ cart, status: 'ready', notice: null, added: null });
  window.dataLayer = [];
});

describe('sending the order', () => {
  it("sends one order for a double click, under the cart's key, then empties the cart and thanks", async () => {
    server.use(
      http.post('*/api/cart/:cartId/order', async () => {
        await delay(50);
        return HttpResponse.json({ id: 12, total: 847, currency: 'CZK' }, { status: 201 });
      }),
    );
    renderForm();
    await fill();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme'));
    const sent = requests({ method: 'POST', path: '/api/cart/7/order' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      firstname: 'Jana Nováková',
      email: 'jana@example.com',
      phone: '+420777123456',
      agreement: true,
    });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('order-7');
    expect(useCart.getState().cart).toBeNull();
    // The cart's scripts push nothing for an order.
    expect(window.dataLayer).toEqual([]);
  });

  it("shows the server's field errors at the fields and in the summary, keeping what was typed", async () => {
    server.use(
      http.post('*/api/cart/:cartId/order', () =>
        validationError({ phone: ['Pole musí být vyplněno'], email: ['Pole musí obsahovat platný email.'] }),
      ),
    );
    renderForm();
    // The step opens with focus in its first field.
    expect(field('Jméno a příjmení')).toHaveFocus();
    await userEvent.type(field('Jméno a příjmení'), 'Jana Nováková');
    await userEvent.type(field('E-mail'), 'jana@');
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    expect(await screen.findByText('Opravte prosím tyto chyby')).toBeInTheDocument();
    expect(field('Telefon')).toHaveAccessibleDescription('Pole musí být vyplněno');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Jméno a příjmení')).toHaveValue('Jana Nováková');
    expect(field('E-mail')).toHaveValue('jana@');
    // The retry of a refused order has the same key (the API tells other fields from a repeat).
    const keys = () =>
      requests({ method: 'POST', path: '/api/cart/7/order' }).map((r) => r.headers.get('Idempotency-Key'));
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('is a real form that posts to the cart page with its cart, and no key in the page', () => {
    renderForm('/kosik?step=order');
    const form = screen.getByRole('button', { name: 'Odeslat objednávku' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/kosik?step=order');
    expect(form.querySelector('input[name=form]')).toHaveValue('order');
    expect(form.querySelector('input[name=cartId]')).toHaveValue(String(cart.id));
    // A page a shared cache keeps carries nothing of one visitor's order.
    expect(form.querySelector('input[name=idempotencyKey]')).toBeNull();
  });

  it("posts to the cart page's address without a campaign's tracking parameters, as the server renders it", () => {
    renderForm('/kosik?utm_source=a&step=order&msclkid=1');
    const form = screen.getByRole('button', { name: 'Odeslat objednávku' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/kosik?step=order');
  });

  it('asks to adjust the cart when a product became unavailable', async () => {
    server.use(
      http.post('*/api/cart/:cartId/order', () =>
        HttpResponse.json({ statusCode: 409, error: 'product_unavailable', message: 'x' }, { status: 409 }),
      ),
      http.get('*/api/cart/anonymous/:locale/:tempId', () => HttpResponse.json(cart)),
    );
    renderForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Některá položka už není k dispozici.');
  });
});
