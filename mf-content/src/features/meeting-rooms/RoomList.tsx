import { pathFor, type Locale, Link, useTranslation } from 'shared';
import { NetPrice } from '../../common/catalog/Price';
import type { RoomRow } from './api';
import './translations';

/** City label of a city code the listing knows, else the code itself. */
export function cityLabel(t: (key: string) => string, city: string | null): string {
  if (!city) return '';
  const key = `rooms.city.${city}`;
  const label = t(key);
  return label === key ? city : label;
}

/** The rooms as cards: city, title, capacity, equipment, price and period; public rooms marked. */
export function RoomList({ rows, locale }: { rows: RoomRow[]; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  if (rows.length === 0) return <p>{t('catalog.empty')}</p>;
  return (
    <ul className="catalog-list" aria-label={t('rooms.listLabel')}>
      {rows.map((row) => {
        const href = pathFor('meetingRoom', locale, { id: String(row.id), slug: row.slug });
        return (
          <li key={row.id} className="catalog-card">
            {row.isPublic && <span className="catalog-badge">{t('rooms.public')}</span>}
            <h2 className="catalog-card__title">
              <Link to={href}>{row.title}</Link>
            </h2>
            <p className="catalog-card__meta">{cityLabel(t, row.city)}</p>
            {row.capacity !== null && (
              <p className="catalog-card__meta">{t('rooms.capacity', { count: row.capacity })}</p>
            )}
            {row.equipment.length > 0 && <p className="catalog-card__meta">{row.equipment.slice(0, 3).join(', ')}</p>}
            {row.price !== null && (
              <p>
                <NetPrice amount={row.price} locale={locale} /> {row.period}
              </p>
            )}
            <div className="catalog-card__actions">
              <Link className="btn" to={href} aria-label={t('catalog.detailNamed', { name: row.title })}>
                {t('catalog.detail')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
