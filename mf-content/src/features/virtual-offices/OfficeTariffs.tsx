import { type Locale, useTranslation } from 'shared';
import { AddToCart } from '../../common/catalog/AddToCart';
import { NetPrice } from '../../common/catalog/Price';
import type { OfficeDetail, OfficeTariff } from './api';
import './translations';

/** What the office's price box lists: its tariffs, or without them the single 'from' price. */
function tariffsOf(office: OfficeDetail): OfficeTariff[] {
  if (office.tariffs.length > 0) return office.tariffs;
  if (office.priceFrom === null) return [];
  return [{ price: office.priceFrom, per: office.period ?? '', length: office.priceLength ?? '', variantId: null }];
}

/**
 * The office's prices: each tariff (price, what it is for, rental length) with its own 'Add to
 * cart', then the one-time activation fee. A full office shows its prices but cannot be ordered.
 */
export function OfficeTariffs({ office, locale }: { office: OfficeDetail; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  const orderable = office.productId !== null && !office.full;
  return (
    <>
      <ul className="catalog-services" aria-label={t('offices.tariffs')}>
        {tariffsOf(office).map((tariff) => (
          <li key={`${tariff.length}-${tariff.price}`}>
            <span>
              <NetPrice amount={tariff.price} locale={locale} /> {tariff.per}
              {tariff.length && (
                <>
                  <br />
                  {t('offices.length', { length: tariff.length })}
                </>
              )}
            </span>
            {orderable && (
              <AddToCart
                productId={office.productId!}
                variantId={tariff.variantId}
                name={tariff.length || office.title}
                locale={locale}
              />
            )}
          </li>
        ))}
      </ul>
      {office.activationFee !== null && (
        <p>
          {t('offices.activation')}: <NetPrice amount={office.activationFee} locale={locale} />
        </p>
      )}
    </>
  );
}
