import { type Locale, useTranslation } from 'shared';
import type { Product } from 'shared/validation';
import { AddToCart } from '../../common/catalog/AddToCart';
import { NetPrice } from '../../common/catalog/Price';
import './translations';

/** The other services with their price and an 'Add to cart' each. */
export function OfficeServices({ services, locale }: { services: Product[]; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  if (services.length === 0) return null;
  return (
    <section className="catalog-box" aria-labelledby="office-services">
      <h2 id="office-services">{t('offices.services')}</h2>
      <ul className="catalog-services">
        {services.map((service) => (
          <li key={service.id}>
            <span>{service.name}</span>
            <span>
              <NetPrice amount={service.price} locale={locale} />{' '}
              <AddToCart productId={service.id} name={service.name} locale={locale} className="btn btn--outline" />
            </span>
          </li>
        ))}
      </ul>
      <p className="catalog-card__meta">{t('offices.servicesNote')}</p>
    </section>
  );
}
