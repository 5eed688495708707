import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useDocumentTitle, type PageProps } from 'shared';
import './translations';
import './cart.css';

/** The cart page. Until something is added, it shows the empty state with the way to the offers. */
export function CartPage({ locale }: PageProps) {
  const { t } = useTranslation('commerce');
  useDocumentTitle(t('cart.title'));
  return (
    <section className="commerce-cart container" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('cart.title')}</h1>
      <div className="commerce-cart__empty">
        <p className="commerce-cart__empty-title">{t('cart.empty')}</p>
        <p>{t('cart.emptyHint')}</p>
        <div className="commerce-cart__actions">
          <Link className="btn" to={pathFor('virtualOffices', locale)}>
            {t('cart.browseOffices')}
          </Link>
          <Link className="btn btn--outline" to={pathFor('priceList', locale)}>
            {t('cart.browsePrices')}
          </Link>
        </div>
      </div>
    </section>
  );
}
