import { useId } from 'react';
import { useCurrency, useTranslation } from 'shared';
import { useCurrencyList } from './currencies';
import './translations';
import './commerce.css';

/** The labelled 'Currency' switch: every price on the page converts at once. `compact` hides the label visually. */
export function CurrencySelect({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('commerce');
  const id = useId();
  const currencies = useCurrencyList();
  const current = useCurrency((state) => state.currency);
  const select = useCurrency((state) => state.select);
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
