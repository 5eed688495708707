import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeOfPath } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { CartPage } from './CartPage';

function renderCart(path: string) {
  return renderWithProviders(<CartPage routeId="cart" locale={localeOfPath(path)} params={{}} />, { path });
}

describe('cart page', () => {
  it('shows the empty state with the way to the offers in Czech', () => {
    renderCart('/kosik');
    expect(screen.getByRole('heading', { level: 1, name: 'Košík' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Košík' })).toHaveTextContent('Váš košík je prázdný.');
    expect(screen.getByRole('link', { name: 'Prohlédnout virtuální sídla' })).toHaveAttribute(
      'href',
      '/virtualni-sidla',
    );
    expect(screen.getByRole('link', { name: 'Zobrazit ceník' })).toHaveAttribute('href', '/cenik');
    expect(document.title).toBe('Košík | Sídlo Partner');
  });

  it('speaks English with English paths', () => {
    renderCart('/en/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse virtual offices' })).toHaveAttribute(
      'href',
      '/en/virtual-headquarters',
    );
    expect(screen.getByRole('link', { name: 'See the price list' })).toHaveAttribute('href', '/en/pricelist');
    expect(document.title).toBe('Cart | Sídlo Partner');
  });

  it('takes the visitor to the virtual offices within the site', async () => {
    renderCart('/kosik');
    await userEvent.click(screen.getByRole('link', { name: 'Prohlédnout virtuální sídla' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/virtualni-sidla');
  });
});
