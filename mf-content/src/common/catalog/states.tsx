import type { Locale } from 'shared';
import './translations';
// The content pages' styles come first wherever the catalog's do, so the two keep one order in
// the remote's single stylesheet.
import '../content-page.css';
import './catalog.css';
import { useTranslation } from 'shared';

/** Placeholder of a listing page in its final shape (title, perex, rows), announced once. */
export function ListingSkeleton({ locale, rows = 4 }: { locale: Locale; rows?: number }) {
  const { t } = useTranslation('content', { lng: locale });
  return (
    <div className="container content-page catalog" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{t('catalog.loading')}</span>
      <div className="content-skeleton content-skeleton--title" aria-hidden="true" />
      <div className="content-skeleton content-skeleton--perex" aria-hidden="true" />
      <div className="catalog-list" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="catalog-card catalog-card--skeleton" />
        ))}
      </div>
    </div>
  );
}
