/** A currency as the API lists it. `rate` is how many CZK one unit is worth. */
export interface Currency {
  id: number;
  code: string;
  symbol_before: string | null;
  symbol_after: string | null;
  decimals: number;
  rate: number;
  is_default: boolean;
}

export const DEFAULT_CURRENCY: Currency = {
  id: 1,
  code: 'CZK',
  symbol_before: null,
  symbol_after: 'Kč',
  decimals: 0,
  rate: 1,
  is_default: true,
};

const NBSP = '\u00a0';

/** Group the integer part by thousands with (non-breaking) spaces; decimal comma. */
export function formatNumber(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + grouped + (fraction ? ',' + fraction : '');
}

/**
 * Format an amount held in CZK in the chosen currency: converted by the currency's rate, rounded
 * to its decimals, spaces for thousands, decimal comma, symbol before or after.
 * `formatPrice(44500)` → '44 500 Kč'; `formatPrice(2520, eur)` → '100,00 €'.
 */
export function formatPrice(amountCzk: number, currency: Currency = DEFAULT_CURRENCY): string {
  const rate = currency.rate > 0 ? currency.rate : 1;
  const number = formatNumber(amountCzk / rate, currency.decimals);
  const before = currency.symbol_before ? currency.symbol_before + NBSP : '';
  const after = currency.symbol_after ? NBSP + currency.symbol_after : '';
  return before + number + after;
}

/** The currency for a stored id, or the default currency when the id is missing or unknown. */
export function pickCurrency(currencies: Currency[], storedId: string | number | null | undefined): Currency {
  const stored = currencies.find((c) => String(c.id) === String(storedId ?? ''));
  return stored ?? currencies.find((c) => c.is_default) ?? DEFAULT_CURRENCY;
}
