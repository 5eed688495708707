import { useEffect } from 'react';
import { api, useCurrency, type Currency } from 'shared';

let loading: Promise<void> | null = null;

/**
 * Loads the currency list into the shared currency store (which picks the stored choice); one
 * request at a time. Without the list every price stays in the default currency and a later
 * mount tries again.
 */
export function loadCurrencies(): Promise<void> {
  loading ??= api
    .get<Currency[]>('/api/lists/currencies')
    .then(
      ({ data }) => useCurrency.getState().setCurrencies(data),
      () => undefined,
    )
    .finally(() => {
      loading = null;
    });
  return loading;
}

export function useCurrencyList(): Currency[] {
  const currencies = useCurrency((state) => state.currencies);
  useEffect(() => {
    if (currencies.length === 0) void loadCurrencies();
  }, [currencies.length]);
  return currencies;
}
