import { parseAmount, valuate, type ValuationInput } from './valuation';

const base: ValuationInput = {
  revenue: 20000,
  operatingProfit: 2000,
  depreciation: 500,
  interestBearingDebt: 1000,
  equity: 3000,
  itSector: false,
};

describe('valuate', () => {
  it.each<[string, Partial<ValuationInput>, { low: number; probable: number; high: number }]>([
    // EBITDA 2 500 k: 3×, 4×, 5× less 1 000 k debt.
    ['a profitable company', {}, { low: 6_500_000, probable: 9_000_000, high: 11_500_000 }],
    // IT: 5×, 6.5×, 8×.
    ['the same company in IT', { itSector: true }, { low: 11_500_000, probable: 15_250_000, high: 19_000_000 }],
    // Debt above the earnings value: the book equity is the floor.
    ['heavy debt', { interestBearingDebt: 20000 }, { low: 3_000_000, probable: 3_000_000, high: 3_000_000 }],
    // A loss: the book equity.
    ['a loss', { operatingProfit: -1500, depreciation: 500 }, { low: 3_000_000, probable: 3_000_000, high: 3_000_000 }],
    // A loss and negative equity: never below zero.
    [
      'a loss and negative equity',
      { operatingProfit: -1500, depreciation: 0, equity: -200 },
      { low: 0, probable: 0, high: 0 },
    ],
    // Earnings value under the equity at the low end only.
    ['equity between the ends', { equity: 8000 }, { low: 8_000_000, probable: 9_000_000, high: 11_500_000 }],
    [
      'no debt, no equity',
      { interestBearingDebt: 0, equity: 0 },
      { low: 7_500_000, probable: 10_000_000, high: 12_500_000 },
    ],
  ])('%s', (_name, change, expected) => {
    const result = valuate({ ...base, ...change });
    expect({ low: result.low, probable: result.probable, high: result.high }).toEqual(expected);
    expect(result.low).toBeLessThanOrEqual(result.probable);
    expect(result.probable).toBeLessThanOrEqual(result.high);
  });

  it('gives IT the higher price for the same numbers', () => {
    expect(valuate({ ...base, itSector: true }).probable).toBeGreaterThan(valuate(base).probable);
  });
});

describe('parseAmount', () => {
  it.each<[string, boolean, number | null]>([
    ['', false, null],
    ['  ', false, null],
    ['1200', false, 1200],
    ['1 200', false, 1200],
    ['-300', true, -300],
    ['-300', false, Number.NaN],
    ['12a', false, Number.NaN],
    ['1,5', false, Number.NaN],
    ['abc', true, Number.NaN],
  ])('%j (signed %s) → %s', (raw, signed, expected) => {
    expect(parseAmount(raw, signed)).toEqual(expected);
  });
});
