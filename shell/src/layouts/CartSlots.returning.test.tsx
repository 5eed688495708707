import { render, screen } from '@testing-library/react';
import { CartButtonSlot, CartPopupsSlot } from './CartSlots';

// Stands in for the federation: shows which remote module would load.
jest.mock('../federation/RemoteSlot', () => ({
  RemoteSlot: ({ id }: { id: string }) => <p data-testid={id} />,
}));

it('loads the cart at once for a returning visitor with a guest cart', () => {
  document.cookie = 'guest-cart=abc-123; path=/';
  render(
    <>
      <CartButtonSlot />
      <CartPopupsSlot />
    </>,
  );
  expect(screen.getByTestId('mf_commerce/CartButton')).toBeInTheDocument();
  expect(screen.getByTestId('mf_commerce/CartPopups')).toBeInTheDocument();
  document.cookie = 'guest-cart=; max-age=0; path=/';
});
