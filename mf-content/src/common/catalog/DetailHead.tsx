import { homePath, pathFor, type Locale, type RouteId, useLocation, useTranslation } from 'shared';
import { breadcrumbJsonLd } from '../head/jsonLd';
import { PageHead, useOrigin } from '../head/PageHead';
import './translations';

interface DetailHeadProps {
  locale: Locale;
  /** The detail's route and the item it shows. */
  route: RouteId;
  item: { id: number; slug: string | null; title: string };
  /** Plain text, already shortened. */
  description: string | null;
  /** The listing the item belongs to and its name, for the breadcrumb trail. */
  listing: RouteId;
  listingName: string;
  image?: string | null;
}

/**
 * The head of an offer's detail: title, description, canonical (the item's own address; the page's
 * when the item has no slug), Open Graph (with the item's image when it has one) and a
 * BreadcrumbList from the home page through the listing to the item.
 */
export function DetailHead({ locale, route, item, description, listing, listingName, image }: DetailHeadProps) {
  const { t } = useTranslation('content', { lng: locale });
  const { pathname } = useLocation();
  const origin = useOrigin();
  const path = item.slug ? pathFor(route, locale, { id: String(item.id), slug: item.slug }) : pathname;
  const trail = [
    { name: t('catalog.home'), path: homePath(locale) },
    { name: listingName, path: pathFor(listing, locale) },
    { name: item.title, path },
  ];
  return (
    <PageHead
      locale={locale}
      title={item.title}
      description={description}
      path={path}
      image={image}
      jsonLd={[breadcrumbJsonLd(origin, trail)]}
    />
  );
}
