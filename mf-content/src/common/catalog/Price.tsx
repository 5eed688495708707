import { formatPrice, useCurrency, type Locale, useTranslation } from 'shared';
import './translations';

/** An amount held in CZK, shown in the visitor's currency (converted by rate, spaces for thousands). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const currency = useCurrency((s) => s.currency);
  return <span className={className}>{formatPrice(amount, currency)}</span>;
}

/** A price without VAT: the amount, optionally the old price struck through, and the 'bez DPH' label. */
export function NetPrice({ amount, oldAmount, locale }: { amount: number; oldAmount?: number | null; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  return (
    <span className="catalog-price">
      {oldAmount != null && oldAmount > amount && (
        <del className="catalog-price__old">
          <span className="visually-hidden">{t('catalog.oldPrice')} </span>
          <Price amount={oldAmount} />
        </del>
      )}
      <Price amount={amount} className="catalog-price__amount" />{' '}
      <span className="catalog-price__vat">{t('catalog.exclVat')}</span>
    </span>
  );
}
