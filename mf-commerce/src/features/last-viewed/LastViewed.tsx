import { useEffect, useRef, useState } from 'react';
import { bus, formatPrice, useShownCurrency, type LastViewedProps, Link, useLocation, useTranslation } from 'shared';
import { readLastViewed, recordLastViewed, type LastViewedProduct } from 'shared/last-viewed';
import '../../common/translations';
import './last-viewed.css';

/**
 * The 'Recently viewed' strip of a language: the products viewed before, newest first, without
 * the one on this page. Given the page's product (`current`) it records the view itself; it also
 * follows views the page records. Nothing is shown until storage has been read, or when empty.
 */
export function LastViewed({ locale, current }: LastViewedProps) {
  const { t } = useTranslation('commerce');
  const currency = useShownCurrency();
  const { pathname } = useLocation();
  const [items, setItems] = useState<LastViewedProduct[]>([]);
  const currentId = current?.id;
  // The product is recorded once per id: a new object with the same id is the same view.
  const latest = useRef(current);
  latest.current = current;

  useEffect(() => {
    const show = () =>
      setItems(readLastViewed()[locale].filter((item) => item.id !== currentId && item.url !== pathname));
    const unsubscribe = bus.on('last-viewed:changed', show);
    if (latest.current) recordLastViewed(locale, latest.current);
    show();
    return unsubscribe;
  }, [locale, currentId, pathname]);

  if (items.length === 0) return null;
  return (
    <section className="commerce-last-viewed container" aria-labelledby="commerce-last-viewed-title">
      <h2 id="commerce-last-viewed-title">{t('lastViewed.title')}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.url}>
              {item.image && <img src={item.image} alt="" width={160} height={100} loading="lazy" />}
              <span className="commerce-last-viewed__name">{item.name}</span>
            </Link>
            <span className="commerce-last-viewed__price">{formatPrice(item.price, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
