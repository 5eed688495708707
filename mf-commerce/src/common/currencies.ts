import { useEffect } from 'react';
import { useCurrency, type Currency } from 'shared';

/** Loads the currency list into the shared currency store (which picks the stored choice). */
function loadCurrencies(): Promise<void> {
  return useCurrency.getState().load();
}

export function useCurrencyList(): Currency[] {
  const currencies = useCurrency((state) => state.currencies);
  useEffect(() => {
    if (currencies.length === 0) void loadCurrencies();
  }, [currencies.length]);
  return currencies;
}
