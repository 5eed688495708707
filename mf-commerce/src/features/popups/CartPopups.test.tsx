import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteCookie } from 'shared';
import { http, HttpResponse, renderWithProviders, server, testProduct } from 'shared/testing';
import type { Cart } from 'shared/validation';
import { useCart } from '../../common/cartStore';
import { testCart } from '../../common/testCart';
import { CartPopups, POPUP_MS } from './CartPopups';

const office = testProduct({ id: 5, name: 'Brno – Veveří', price: 700 });

beforeEach(() => {
  useCart.setState({ cart: null, status: 'idle', notice: null, added: null });
  deleteCookie('guestCart');
  let cart: Cart = testCart([]);
  server.use(
    http.get('*/api/lists/currencies', () => HttpResponse.json([])),
    http.get('*/api/cart/anonymous/:locale/:tempId', () => HttpResponse.json(cart)),
    http.put('*/api/cart/:cartId', () => {
      cart = testCart([{ product: office, quantity: 1 }]);
      return HttpResponse.json({ product: office, variant: null, quantity: 1, original_quantity: 0, cart });
    }),
  );
});

afterEach(() => jest.useRealTimers());

describe('cart pop-ups', () => {
  it('announces an add in both pop-ups', async () => {
    renderWithProviders(<CartPopups />, { path: '/en/virtual-headquarters' });
    await act(() => useCart.getState().add('en', { productId: 5 }));
    const added = await screen.findByRole('region', { name: 'Added to cart' });
    expect(added).toHaveTextContent('Brno – Veveří — 847 Kč');
    expect(screen.getByRole('region', { name: 'Cart' })).toHaveTextContent('Items: 1');
    expect(screen.getByRole('status')).toContainElement(added);
  });

  it('shows an add made before it was drawn (the first add of a visit brings the pop-ups)', async () => {
    await useCart.getState().add('cs', { productId: 5 });
    renderWithProviders(<CartPopups />, { path: '/virtualni-sidla' });
    expect(await screen.findByRole('region', { name: 'Přidáno do košíku' })).toHaveTextContent('Brno – Veveří');
  });

  it('hides the pop-ups after 3.333 s', () => {
    jest.useFakeTimers();
    renderWithProviders(<CartPopups />, { path: '/en/virtual-headquarters' });
    act(() =>
      useCart.setState({
        cart: testCart([{ product: office, quantity: 1 }]),
        added: { name: office.name, price: 847, quantity: 1, seq: 1 },
      }),
    );
    act(() => jest.advanceTimersByTime(POPUP_MS - 10));
    expect(screen.getByRole('region', { name: 'Added to cart' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByRole('region', { name: 'Added to cart' })).not.toBeInTheDocument();
  });

  it('stays open while focused', async () => {
    renderWithProviders(<CartPopups />, { path: '/kosik' });
    await act(() => useCart.getState().add('cs', { productId: 5 }));
    const link = await screen.findByRole('link', { name: 'Přejít do košíku' });
    act(() => link.focus());
    await new Promise((resolve) => setTimeout(resolve, POPUP_MS + 100));
    expect(screen.getByRole('region', { name: 'Přidáno do košíku' })).toBeInTheDocument();
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/kosik');
  }, 10_000);
});
