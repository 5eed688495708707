import { useId, useState } from 'react';
import { pathFor, SafeHtml, type Locale, Link, useTranslation } from 'shared';
import { NetPrice } from '../../common/catalog/Price';
import type { Jurisdiction } from './api';
import './translations';

/** A jurisdiction in its tab: title linking to the detail, perex, price, and the 'more' / 'less' text. */
export function JurisdictionCard({ item, locale }: { item: Jurisdiction; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  const [open, setOpen] = useState(false);
  const moreId = useId();
  return (
    <li className="catalog-card">
      <h2 className="catalog-card__title">
        <Link to={pathFor('foreignCompany', locale, { id: String(item.id), slug: item.slug })}>{item.title}</Link>
      </h2>
      {item.perex && <p>{item.perex}</p>}
      {item.price !== null && (
        <p>
          {t('foreign.price')}: <NetPrice amount={item.price} locale={locale} />
        </p>
      )}
      {item.durationDays !== null && (
        <p className="catalog-card__meta">{t('foreign.duration', { count: item.durationDays })}</p>
      )}
      {item.more && (
        <>
          <div id={moreId} hidden={!open}>
            <SafeHtml className="content-prose" html={item.more} />
          </div>
          <div className="catalog-card__actions">
            <button
              type="button"
              className="btn btn--outline"
              aria-expanded={open}
              aria-controls={moreId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? t('foreign.less') : t('foreign.more')}
              <span className="visually-hidden"> – {item.title}</span>
            </button>
          </div>
        </>
      )}
    </li>
  );
}
