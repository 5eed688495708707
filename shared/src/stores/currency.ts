import { getCookie, setCookie } from '../cookies/cookies';
import { DEFAULT_CURRENCY, pickCurrency, type Currency } from '../format/price';
import { scopedStore } from '../ssr/scopedStore';
import { useHydrating } from '../ssr/useHydrating';
import { fetchCurrencies } from './api';

interface CurrencyState {
  /** The currencies the API lists (empty until someone loads them). */
  currencies: Currency[];
  /** The visitor's currency: the one of the `currencyId` cookie, else the default (CZK). */
  currency: Currency;
  /** Hands over the list from the API and picks the stored choice from it. */
  setCurrencies: (currencies: Currency[]) => void;
  /** Switches every price on the page and remembers the choice in the `currencyId` cookie. */
  select: (id: number) => void;
  /** Loads the list from the API (one request at a time; a failure leaves the default currency). */
  load: () => Promise<void>;
}

/**
 * The selected currency, shared by every remote so that all prices on the page convert at once
 * when the visitor switches. The cart owns loading the list and the switch; pages only read.
 */
export const useCurrency = scopedStore<CurrencyState>('currency', { dehydrate: false }, (set, get) => {
  let loading: Promise<void> | null = null;
  return {
    currencies: [],
    currency: DEFAULT_CURRENCY,
    setCurrencies: (currencies) => set({ currencies, currency: pickCurrency(currencies, getCookie('currencyId')) }),
    select: (id) => {
      const currency = pickCurrency(get().currencies, id);
      setCookie('currencyId', String(currency.id));
      set({ currency });
    },
    load: () =>
      (loading ??= fetchCurrencies()
        .then(
          (currencies) => get().setCurrencies(currencies),
          () => undefined,
        )
        .finally(() => {
          loading = null;
        })),
  };
});

/**
 * The currency prices are shown in: the visitor's, except while the part of the page showing them
 * hydrates. The server renders every price in the default currency (the list, and with it the
 * visitor's choice, is loaded in the browser); another part of the page may have loaded it by the
 * time this part hydrates, which would then meet other markup than it was sent with.
 */
export function useShownCurrency(): Currency {
  const chosen = useCurrency((state) => state.currency);
  return useHydrating() ? DEFAULT_CURRENCY : chosen;
}
