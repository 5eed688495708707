import { type Locale, useTranslation, PageHead, useOrigin } from 'shared';
import { breadcrumbJsonLd } from '../head/jsonLd';
import { trailFromHome } from '../head/trail';
import './translations';

interface DetailHeadProps {
  locale: Locale;
  title: string;
  /** Plain text, already shortened. */
  description: string | null;
  /** The item's canonical path in the page's language. */
  path: string;
  /** The listing the item belongs to, for the breadcrumb trail. */
  listing: { name: string; path: string };
  image?: string | null;
}

/**
 * The head of an offer's detail: title, description, canonical, Open Graph (with the item's image
 * when it has one) and a BreadcrumbList from the home page through the listing to the item.
 */
export function DetailHead({ locale, title, description, path, listing, image }: DetailHeadProps) {
  const { t } = useTranslation('content', { lng: locale });
  const origin = useOrigin();
  const trail = trailFromHome(locale, t('catalog.home'), listing, { name: title, path });
  return (
    <PageHead
      title={title}
      description={description}
      path={path}
      image={image}
      jsonLd={[breadcrumbJsonLd(origin, trail)]}
    />
  );
}
