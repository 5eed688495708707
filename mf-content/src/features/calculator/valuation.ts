/**
 * Indicative company valuation by EBITDA multiples (the method and its sources are recorded in the
 * project's decision on the valuation calculator). All inputs are in thousands of CZK; every result
 * is in CZK.
 */
export interface ValuationInput {
  revenue: number;
  operatingProfit: number;
  depreciation: number;
  interestBearingDebt: number;
  equity: number;
  itSector: boolean;
}

export interface Valuation {
  ebitda: number;
  /** Expected purchase price range (equity value), CZK. */
  low: number;
  high: number;
  /** The probable achievable price, CZK. */
  probable: number;
}

/** EV/EBITDA multiples for a small private company: low end, probable, high end. */
const MULTIPLES = {
  general: { low: 3, probable: 4, high: 5 },
  it: { low: 5, probable: 6.5, high: 8 },
} as const;

const THOUSAND = 1000;

/**
 * Equity value at a multiple: EBITDA × multiple − interest-bearing debt, never below the book equity
 * (what the assets less the debts are worth on paper) and never below zero.
 */
function equityValue(ebitda: number, multiple: number, debt: number, equity: number): number {
  const byEarnings = ebitda > 0 ? ebitda * multiple - debt : 0;
  return Math.max(byEarnings, equity, 0);
}

export function valuate(input: ValuationInput): Valuation {
  const ebitda = input.operatingProfit + input.depreciation;
  const m = input.itSector ? MULTIPLES.it : MULTIPLES.general;
  const at = (multiple: number) =>
    Math.round(equityValue(ebitda, multiple, input.interestBearingDebt, input.equity) * THOUSAND);
  return { ebitda: ebitda * THOUSAND, low: at(m.low), probable: at(m.probable), high: at(m.high) };
}

export type FieldName = 'revenue' | 'operatingProfit' | 'depreciation' | 'interestBearingDebt' | 'equity';

/** Fields that can be negative (a loss, a negative equity); the others cannot. */
export const SIGNED_FIELDS: readonly FieldName[] = ['operatingProfit', 'equity'];

/**
 * A typed amount in thousands: digits, spaces as thousands separators, a leading minus where the
 * field allows it. Null when empty, NaN when invalid.
 */
export function parseAmount(raw: string, signed: boolean): number | null {
  const value = raw.replace(/[\s\u00a0]/g, '');
  if (value === '') return null;
  const pattern = signed ? /^-?\d{1,12}$/ : /^\d{1,12}$/;
  return pattern.test(value) ? Number(value) : Number.NaN;
}
