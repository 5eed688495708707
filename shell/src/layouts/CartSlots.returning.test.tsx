import { act, render, screen } from '@testing-library/react';
import { bus } from 'shared';
import { CartButtonSlot, CartPopupsSlot } from './CartSlots';

// Stands in for the federation: shows which remote module would load, with the props it gets.
jest.mock('../federation/RemoteSlot', () => ({
  RemoteSlot: ({ id, props }: { id: string; props: { adds?: { productId: number }[] } }) => (
    <p data-testid={id}>{props.adds ? `adds ${props.adds.map((add) => add.productId).join(',')}` : 'no adds'}</p>
  ),
}));

it('loads the cart at once for a returning visitor with a guest cart, and hands it each add', () => {
  document.cookie = 'guest-cart=abc-123; path=/';
  render(
    <>
      <CartButtonSlot />
      <CartPopupsSlot />
    </>,
  );
  expect(screen.getByTestId('mf_commerce/CartButton')).toBeInTheDocument();
  expect(screen.getByTestId('mf_commerce/CartPopups')).toHaveTextContent(/^adds$/);
  act(() => bus.emit('cart:add', { productId: 9 }));
  expect(screen.getByTestId('mf_commerce/CartPopups')).toHaveTextContent('adds 9');
  document.cookie = 'guest-cart=; max-age=0; path=/';
});
