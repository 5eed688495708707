import { act, render, screen } from '@testing-library/react';
import { bus } from 'shared';
import { CartButtonSlot, CartPopupsSlot } from './CartSlots';

// Stands in for the federation: shows which remote module would load, with the props it gets.
jest.mock('../federation/RemoteSlot', () => ({
  RemoteSlot: ({ id, props }: { id: string; props: { initial?: { productId: number } | null } }) => (
    <p data-testid={id}>{props.initial ? `initial ${props.initial.productId}` : 'no initial'}</p>
  ),
}));

it('loads the cart at once for a returning visitor with a guest cart, and hands nothing over', () => {
  document.cookie = 'guest-cart=abc-123; path=/';
  render(
    <>
      <CartButtonSlot />
      <CartPopupsSlot />
    </>,
  );
  expect(screen.getByTestId('mf_commerce/CartButton')).toBeInTheDocument();
  expect(screen.getByTestId('mf_commerce/CartPopups')).toHaveTextContent('no initial');
  // The pop-ups hear this add themselves; handing it over too would add it twice.
  act(() => bus.emit('cart:add', { productId: 9 }));
  expect(screen.getByTestId('mf_commerce/CartPopups')).toHaveTextContent('no initial');
  document.cookie = 'guest-cart=; max-age=0; path=/';
});
