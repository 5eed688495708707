import { useEffect, useMemo } from 'react';
import {
  currentScope,
  LOCALES,
  pathFor,
  setResponseRedirect,
  useAlternates,
  type Locale,
  type RouteId,
  useLocation,
  useNavigate,
} from 'shared';
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
  const canonical = item ? pathFor(route, locale, { id: String(item.id), slug: item.slug }) : null;
  const wrongSlug = item !== null && requestedSlug !== item.slug;
  const paths = useMemo(
    () => (item ? localePaths(route, listing, locale, item) : null),
    [route, listing, locale, item],
  );
  if (currentScope() && canonical) {
    // On the server: a wrong slug answers 301 to the canonical URL; the head links the translations.
    if (wrongSlug) setResponseRedirect(canonical);
    else if (paths) useAlternates.getState().set(pathname, paths);
  }
  useEffect(() => {
    if (!canonical || !paths) return;
    if (wrongSlug) {
      void navigate(canonical, { replace: true });
      return;
    }
    useAlternates.getState().set(pathname, paths);
  }, [canonical, wrongSlug, paths, navigate, pathname]);
}

/** The item's URL in each language: its translation's, or without one the other language's listing. */
function localePaths(route: RouteId, listing: RouteId, locale: Locale, item: DetailLink) {
  const paths: Partial<Record<Locale, string>> = {
    [locale]: pathFor(route, locale, { id: String(item.id), slug: item.slug }),
  };
  for (const other of LOCALES) {
    if (other === locale) continue;
    paths[other] =
      item.alternate?.locale === other
        ? pathFor(route, other, { id: String(item.alternate.id), slug: item.alternate.slug })
        : pathFor(listing, other);
  }
  return paths;
}
