import { act, render, screen } from '@testing-library/react';
import { bus } from 'shared';
import { CartButtonSlot, CartPopupsSlot } from './CartSlots';

// Stands in for the federation: shows which remote module would load, with the props it gets.
jest.mock('../federation/RemoteSlot', () => ({
  RemoteSlot: ({ id, props }: { id: string; props: { initial?: { productId: number } | null } }) => (
    <p data-testid={id}>{props.initial ? `initial ${props.initial.productId}` : 'no initial'}</p>
  ),
}));

afterEach(() => {
  document.cookie = 'guest-cart=; max-age=0; path=/';
});

describe('cart slots', () => {
  it('loads nothing of the cart on a first visit until a product is added, then hands that add over', () => {
    render(
      <>
        <CartButtonSlot />
        <CartPopupsSlot />
      </>,
    );
    expect(screen.queryByTestId('mf_commerce/CartPopups')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mf_commerce/CartButton')).not.toBeInTheDocument();
    act(() => bus.emit('cart:add', { productId: 7, name: 'Praha 1', price: 900 }));
    expect(screen.getByTestId('mf_commerce/CartPopups')).toHaveTextContent('initial 7');
    expect(screen.getByTestId('mf_commerce/CartButton')).toBeInTheDocument();
    // Later adds are the pop-ups' own business: the handed-over one stays the first.
    act(() => bus.emit('cart:add', { productId: 8 }));
    expect(screen.getByTestId('mf_commerce/CartPopups')).toHaveTextContent('initial 7');
  });
});
