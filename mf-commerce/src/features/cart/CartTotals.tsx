import { formatPrice, useShownCurrency, useTranslation } from 'shared';
import type { Cart } from 'shared/validation';
import '../../common/translations';

/** Price without VAT, discount, VAT and the total of the available lines. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('commerce');
  const currency = useShownCurrency();
  const { totals } = cart;
  return (
    <dl className="commerce-totals">
      <dt>{t('cart.withoutVat')}</dt>
      <dd>{formatPrice(totals.price, currency)}</dd>
      {totals.discount > 0 && (
        <>
          <dt>{t('cart.discount')}</dt>
          <dd>−{formatPrice(totals.discount, currency)}</dd>
        </>
      )}
      <dt>{t('cart.vat')}</dt>
      <dd>{formatPrice(totals.vat, currency)}</dd>
      <dt className="commerce-totals__total">{t('cart.total')}</dt>
      <dd className="commerce-totals__total">{formatPrice(totals.price_vat, currency)}</dd>
    </dl>
  );
}
