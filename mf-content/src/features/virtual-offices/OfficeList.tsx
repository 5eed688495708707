import { formatPrice, pathFor, useShownCurrency, type Locale, Link, useTranslation } from 'shared';
import type { OfficeRow } from './api';
import './translations';

/** The offices as cards: city, status, price 'from … a month', period, badge; a full office is grey with a disabled 'Full'. */
export function OfficeList({ rows, locale }: { rows: OfficeRow[]; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  const currency = useShownCurrency();
  if (rows.length === 0) return <p>{t('catalog.empty')}</p>;
  return (
    <ul className="catalog-list" aria-label={t('offices.listLabel')}>
      {rows.map((row) => {
        const href = pathFor('virtualOffice', locale, { id: String(row.id), slug: row.slug });
        return (
          <li key={row.id} className={row.full ? 'catalog-card catalog-card--full' : 'catalog-card'}>
            {row.badge && !row.full && <span className="catalog-badge">{t(`offices.badge.${row.badge}`)}</span>}
            <h2 className="catalog-card__title">
              <Link to={href}>{row.title}</Link>
            </h2>
            <p className="catalog-card__meta">
              {row.city ? t(`offices.city.${row.city}`) : row.district}
              {row.address ? ` · ${row.address}` : ''}
            </p>
            <p className="catalog-card__meta">
              <span className="catalog-status">{row.full ? t('offices.full') : t('offices.available')}</span>
            </p>
            {row.priceFrom !== null && (
              <p className="catalog-card__price">
                <strong>{t('offices.priceFrom', { price: formatPrice(row.priceFrom, currency) })}</strong>{' '}
                <span className="catalog-price__vat">{t('catalog.exclVat')}</span>
                {row.period && <span className="catalog-card__meta"> ({row.period})</span>}
              </p>
            )}
            <div className="catalog-card__actions">
              {row.full ? (
                <button type="button" className="btn" disabled>
                  {t('offices.full')}
                </button>
              ) : (
                <Link className="btn" to={href} aria-label={t('catalog.detailNamed', { name: row.title })}>
                  {t('catalog.detail')}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
