import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { applyLocale, i18n, type Locale } from 'shared';
import CartPage from './CartPage';

function renderCart(locale: Locale) {
  act(() => applyLocale(locale));
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CartPage routeId="cart" locale={locale} params={{}} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('cart page', () => {
  afterEach(() => act(() => applyLocale('cs')));

  it('shows the empty state with the way to the offers in Czech', () => {
    renderCart('cs');
    expect(screen.getByRole('heading', { name: 'Košík' })).toBeInTheDocument();
    expect(screen.getByText('Váš košík je prázdný.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prohlédnout virtuální sídla' })).toHaveAttribute(
      'href',
      '/virtualni-sidla',
    );
    expect(screen.getByRole('link', { name: 'Zobrazit ceník' })).toHaveAttribute('href', '/cenik');
    expect(document.title).toBe('Košík | Sídlo Partner');
  });

  it('speaks English with English paths', () => {
    renderCart('en');
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse virtual offices' })).toHaveAttribute(
      'href',
      '/en/virtual-headquarters',
    );
    expect(screen.getByRole('link', { name: 'See the price list' })).toHaveAttribute('href', '/en/pricelist');
  });
});
