import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, pathFor, useAlternates, type Locale, type RouteId } from 'shared';
import type { Alternate } from '../api';

interface DetailLink {
  id: number;
  slug: string;
  alternate: Alternate | null;
}

/**
 * A detail reached by another slug than the item's goes to the canonical URL (replacing the history
 * entry); the language switch goes to the translated item, or without one to the other language's
 * listing.
 */
export function useCanonicalDetail(
  route: RouteId,
  listing: RouteId,
  locale: Locale,
  requestedSlug: string | undefined,
  item: DetailLink | null,
) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!item) return;
    const canonical = pathFor(route, locale, { id: String(item.id), slug: item.slug });
    if (requestedSlug !== item.slug) {
      void navigate(canonical, { replace: true });
      return;
    }
    const paths: Partial<Record<Locale, string>> = { [locale]: canonical };
    for (const other of LOCALES) {
      if (other === locale) continue;
      paths[other] =
        item.alternate?.locale === other
          ? pathFor(route, other, { id: String(item.alternate.id), slug: item.alternate.slug })
          : pathFor(listing, other);
    }
    useAlternates.getState().set(pathname, paths);
  }, [route, listing, locale, requestedSlug, item, navigate, pathname]);
}
