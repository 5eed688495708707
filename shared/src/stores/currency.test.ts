import { formatPrice, type Currency } from '../format/price';
import { useCurrency } from './currency';

const CZK: Currency = {
  id: 1,
  code: 'CZK',
  symbol_before: null,
  symbol_after: 'Kč',
  decimals: 0,
  rate: 1,
  is_default: true,
};
const EUR: Currency = {
  id: 2,
  code: 'EUR',
  symbol_before: null,
  symbol_after: '€',
  decimals: 2,
  rate: 25.2,
  is_default: false,
};

beforeEach(() => {
  document.cookie = 'currencyId=; max-age=0; path=/';
  useCurrency.setState({ currencies: [], currency: CZK });
});

describe('currency', () => {
  it('picks the stored currency from the list, the default when the cookie is missing or unknown', () => {
    useCurrency.getState().setCurrencies([CZK, EUR]);
    expect(useCurrency.getState().currency.code).toBe('CZK');
    document.cookie = 'currencyId=2; path=/';
    useCurrency.getState().setCurrencies([CZK, EUR]);
    expect(useCurrency.getState().currency.code).toBe('EUR');
    document.cookie = 'currencyId=99; path=/';
    useCurrency.getState().setCurrencies([CZK, EUR]);
    expect(useCurrency.getState().currency.code).toBe('CZK');
  });

  it('switches and remembers the choice in the currencyId cookie', () => {
    useCurrency.getState().setCurrencies([CZK, EUR]);
    useCurrency.getState().select(2);
    expect(document.cookie).toContain('currencyId=2');
    expect(formatPrice(2520, useCurrency.getState().currency)).toBe('100,00\u00a0€');
  });
});
