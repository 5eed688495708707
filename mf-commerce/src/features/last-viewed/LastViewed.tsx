import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatPrice,
  readLastViewed,
  recordLastViewed,
  useCurrency,
  type LastViewedProduct,
  type LastViewedProps,
} from 'shared';
import '../../common/translations';
import './last-viewed.css';

/**
 * The 'Recently viewed' strip of a language. Given the product on the page (`current`), it
 * records the view first (moved or added to the front, three kept) and shows the others.
 * Nothing is shown until the list has been read from storage, and nothing when it is empty.
 */
export function LastViewed({ locale, current }: LastViewedProps) {
  const { t } = useTranslation('commerce');
  const currency = useCurrency((state) => state.currency);
  const [items, setItems] = useState<LastViewedProduct[]>([]);
  const currentId = current?.id;
  // The product is recorded once per id: a new object with the same id is the same view.
  const latest = useRef(current);
  latest.current = current;

  useEffect(() => {
    const product = latest.current;
    const list = product ? recordLastViewed(locale, product) : readLastViewed()[locale];
    setItems(list.filter((item) => item.id !== currentId));
  }, [locale, currentId]);

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
