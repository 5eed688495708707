import { useId } from 'react';
import { useCurrency, useHydrating, useShownCurrency, useTranslation } from 'shared';
import { useCurrencyList } from './currencies';
import './translations';
import './commerce.css';

/** The labelled 'Currency' switch: every price on the page converts at once. `compact` hides the label visually. */
export function CurrencySelect({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('commerce');
  const id = useId();
  const list = useCurrencyList();
  const current = useShownCurrency();
  const select = useCurrency((state) => state.select);
  // The server renders the default currency alone (the list is loaded in the browser); while the
  // select hydrates it shows that, though another part of the page may have loaded the list by then.
  const currencies = useHydrating() ? [] : list;
  const options = currencies.length > 0 ? currencies : [current];
  return (
    <div className={'commerce-currency ' + className}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {t('currency.label')}
      </label>
      <select id={id} value={current.id} onChange={(event) => select(Number(event.target.value))}>
        {options.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.code}
          </option>
        ))}
      </select>
    </div>
  );
}
