import { act, render, screen } from '@testing-library/react';
import { bus } from 'shared';
import { CartButtonSlot, CartPopupsSlot } from './CartSlots';

// Stands in for the federation: shows which remote module would load, with the props it gets.
jest.mock('../federation/RemoteSlot', () => ({
  RemoteSlot: ({ id, props }: { id: string; props: { adds?: { productId: number }[] } }) => (
    <p data-testid={id}>{props.adds ? `adds ${props.adds.map((add) => add.productId).join(',')}` : 'no adds'}</p>
  ),
}));

afterEach(() => {
  document.cookie = 'guest-cart=; max-age=0; path=/';
});

describe('cart slots', () => {
  it('loads nothing of the cart on a first visit until a product is added, then hands every add over', () => {
    render(
      <>
        <CartButtonSlot />
        <CartPopupsSlot />
      </>,
    );
    expect(screen.queryByTestId('mf_commerce/CartPopups')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mf_commerce/CartButton')).not.toBeInTheDocument();
    act(() => bus.emit('cart:add', { productId: 7, name: 'Praha 1', price: 900 }));
    expect(screen.getByTestId('mf_commerce/CartPopups')).toHaveTextContent('adds 7');
    expect(screen.getByTestId('mf_commerce/CartButton')).toBeInTheDocument();
    // A second add while the pop-ups may still be loading is handed over too, in order.
    act(() => bus.emit('cart:add', { productId: 8 }));
    expect(screen.getByTestId('mf_commerce/CartPopups')).toHaveTextContent('adds 7,8');
  });
});
