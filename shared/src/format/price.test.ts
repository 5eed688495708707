import { DEFAULT_CURRENCY, formatNumber, formatPrice, pickCurrency, type Currency } from './price';

const NBSP = '\u00a0';
const eur: Currency = {
  id: 2,
  code: 'EUR',
  symbol_before: null,
  symbol_after: '€',
  decimals: 2,
  rate: 25,
  is_default: false,
};
const usd: Currency = {
  id: 3,
  code: 'USD',
  symbol_before: '$',
  symbol_after: null,
  decimals: 2,
  rate: 20,
  is_default: false,
};

describe('price formatting', () => {
  it('groups thousands with spaces and puts the symbol after for CZK', () => {
    expect(formatPrice(44500)).toBe(`44${NBSP}500${NBSP}Kč`);
    expect(formatPrice(2000000)).toBe(`2${NBSP}000${NBSP}000${NBSP}Kč`);
    expect(formatPrice(700)).toBe(`700${NBSP}Kč`);
  });

  it('converts by the rate and uses the currency decimals with a decimal comma', () => {
    expect(formatPrice(45900, eur)).toBe(`1${NBSP}836,00${NBSP}€`);
    expect(formatPrice(1000, eur)).toBe(`40,00${NBSP}€`);
    expect(formatPrice(2510, usd)).toBe(`$${NBSP}125,50`);
  });

  it('rounds to the decimals and keeps the sign', () => {
    expect(formatNumber(1234.567, 2)).toBe(`1${NBSP}234,57`);
    expect(formatNumber(-1500, 0)).toBe(`-1${NBSP}500`);
    expect(formatNumber(0.4, 0)).toBe('0');
  });

  it('falls back to the default currency when the stored id is missing or unknown', () => {
    const list = [{ ...DEFAULT_CURRENCY }, eur];
    expect(pickCurrency(list, '2')).toBe(eur);
    expect(pickCurrency(list, 99).code).toBe('CZK');
    expect(pickCurrency(list, null).code).toBe('CZK');
    expect(pickCurrency([], '2')).toBe(DEFAULT_CURRENCY);
  });
});
