import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, renderWithProviders, requests, server, validationError } from 'shared/testing';
import { useCart } from '../../common/cartStore';
import { testCart, testProduct } from '../../common/testCart';
import { OrderForm } from './OrderForm';

const cart = testCart([{ product: testProduct(5, 'Praha 1', 700), quantity: 1 }]);

async function fill() {
  await userEvent.type(screen.getByLabelText('Jméno a příjmení'), 'Jana Nováková');
  await userEvent.type(screen.getByLabelText('E-mail'), 'jana@example.com');
  await userEvent.type(screen.getByLabelText('Telefon'), '+420777123456');
  await userEvent.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
}

beforeEach(() => useCart.setState({ cart, status: 'ready', notice: null, added: null }));

describe('sending the order', () => {
  it('sends one order for a double click, with an idempotency key, then empties the cart and thanks', async () => {
    server.use(
      http.post('*/api/cart/:cartId/order', async () => {
        await delay(50);
        return HttpResponse.json({ id: 12, total: 847, currency: 'CZK' }, { status: 201 });
      }),
    );
    renderWithProviders(<OrderForm cart={cart} locale="cs" />, { path: '/kosik' });
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
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(useCart.getState().cart).toBeNull();
  });

  it('names the missing fields and shows the field errors of a 422', async () => {
    server.use(
      http.post('*/api/cart/:cartId/order', () => validationError({ email: ['Pole musí obsahovat platný email.'] })),
    );
    renderWithProviders(<OrderForm cart={cart} locale="cs" />, { path: '/kosik' });
    // The step opens with focus in its first field.
    expect(screen.getByLabelText('Jméno a příjmení')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    expect(screen.getByLabelText('Telefon')).toHaveAccessibleDescription('Pole musí být vyplněno');
    expect(screen.getByLabelText('Jméno a příjmení')).toHaveFocus();
    expect(requests()).toHaveLength(0);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    expect(await screen.findByText('Pole musí obsahovat platný email.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the field the answer named.
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('asks to adjust the cart when a product became unavailable', async () => {
    server.use(
      http.post('*/api/cart/:cartId/order', () =>
        HttpResponse.json({ statusCode: 409, error: 'product_unavailable', message: 'x' }, { status: 409 }),
      ),
      http.get('*/api/cart/anonymous/:locale/:tempId', () => HttpResponse.json(cart)),
    );
    renderWithProviders(<OrderForm cart={cart} locale="cs" />, { path: '/kosik' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat objednávku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Některá položka už není k dispozici.');
  });
});
