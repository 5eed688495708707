import type { ReactNode } from 'react';
import { pathFor, type Locale, type RouteId, Link, useLocation, useTranslation } from 'shared';
import { DetailHead } from './DetailHead';
import './translations';

interface DetailTopProps {
  locale: Locale;
  /** The detail's route and its listing's. */
  route: RouteId;
  listing: RouteId;
  /** The listing's name in the breadcrumb trail. */
  listName: string;
  item: { id: number; slug: string; title: string };
  /** Plain text, already shortened. */
  description: string | null;
  image?: string | null;
  /** The line under the title; none at all when null. */
  perex: ReactNode;
}

/**
 * The top of an offer's detail: its head (canonical path, or the address it was reached at while
 * the item has no slug; breadcrumb through the listing), a link back to the listing, the title and
 * the line under it.
 */
export function DetailTop({ locale, route, listing, listName, item, description, image, perex }: DetailTopProps) {
  const { t } = useTranslation('content', { lng: locale });
  const { pathname } = useLocation();
  const listPath = pathFor(listing, locale);
  return (
    <>
      <DetailHead
        locale={locale}
        title={item.title}
        description={description}
        path={item.slug ? pathFor(route, locale, { id: String(item.id), slug: item.slug }) : pathname}
        listing={{ name: listName, path: listPath }}
        image={image}
      />
      <p>
        <Link to={listPath}>{t('catalog.back')}</Link>
      </p>
      <header className="content-page__header">
        <h1 className="content-page__title">{item.title}</h1>
        {perex !== null && <p className="content-page__perex">{perex}</p>}
      </header>
    </>
  );
}
