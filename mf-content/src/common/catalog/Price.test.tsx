import { act, screen } from '@testing-library/react';
import { DEFAULT_CURRENCY, useCurrency } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { NetPrice, Price } from './Price';

const EUR = { id: 2, code: 'EUR', symbol_before: null, symbol_after: '€', decimals: 2, rate: 25, is_default: false };

describe('Price', () => {
  afterEach(() => act(() => useCurrency.setState({ currency: DEFAULT_CURRENCY })));

  it('shows CZK with spaces for thousands and the excl. VAT label', () => {
    renderWithProviders(<NetPrice amount={45900} oldAmount={47900} locale="cs" />);
    expect(screen.getByText('45 900 Kč')).toBeInTheDocument();
    expect(screen.getByText('bez DPH')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('Původní cena 47 900 Kč');
  });

  it('converts to the selected currency with a decimal comma', () => {
    act(() => useCurrency.setState({ currency: EUR }));
    renderWithProviders(<Price amount={2520} />);
    expect(screen.getByText('100,80 €')).toBeInTheDocument();
  });

  it('leaves out an old price that is not higher', () => {
    renderWithProviders(<NetPrice amount={500} oldAmount={500} locale="en" />);
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
  });
});
