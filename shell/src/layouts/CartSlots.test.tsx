import { act, render, screen } from '@testing-library/react';
import { bus } from 'shared';
import { CartButtonSlot, CartPopupsSlot } from './CartSlots';

// Stands in for the federation: shows which remote module would load.
jest.mock('../federation/RemoteSlot', () => ({
  RemoteSlot: ({ id }: { id: string }) => <p data-testid={id} />,
}));

afterEach(() => {
  document.cookie = 'guest-cart=; max-age=0; path=/';
});

describe('cart slots', () => {
  it('loads nothing of the cart on a first visit until a product was added, then its button and pop-ups', () => {
    render(
      <>
        <CartButtonSlot />
        <CartPopupsSlot />
      </>,
    );
    expect(screen.queryByTestId('mf_commerce/CartPopups')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mf_commerce/CartButton')).not.toBeInTheDocument();
    act(() => bus.emit('cart:added', { productId: 7 }));
    expect(screen.getByTestId('mf_commerce/CartPopups')).toBeInTheDocument();
    expect(screen.getByTestId('mf_commerce/CartButton')).toBeInTheDocument();
  });
});
