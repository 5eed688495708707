import { useEffect, useMemo } from 'react';
import { currentScope, LOCALES, pathFor, setResponseRedirect, type Locale, type RouteId, useNavigate } from 'shared';
import { usePublishAlternates } from './alternates';
import type { Alternate } from './api';

/** What a detail page knows of its item's address: its id, its slug and its translation's. */
export interface DetailLink {
  id: number;
  slug: string | null;
  alternate: Alternate | null;
}

/**
 * A detail (`…/{id}/{slug}`) reached by another slug than the item's goes to the canonical URL:
 * a 301 from the server, a replaced history entry in the browser. Its translation's path is
 * published for the hreflang links and the language switch; an item without a translation links
 * the other language's `listing`, or with none only itself. An item without a slug stays where it is.
 */
export function useCanonicalDetail(
  route: RouteId,
  listing: RouteId | null,
  locale: Locale,
  requestedSlug: string | undefined,
  item: DetailLink | null,
) {
  const navigate = useNavigate();
  const canonical = item?.slug ? pathFor(route, locale, { id: String(item.id), slug: item.slug }) : null;
  const wrongSlug = canonical !== null && requestedSlug !== item?.slug;
  const paths = useMemo(
    () => (item?.slug ? localePaths(route, listing, locale, { ...item, slug: item.slug }) : null),
    [route, listing, locale, item],
  );
  // On the server a wrong slug answers 301 to the canonical URL; the browser replaces the entry.
  if (currentScope() && wrongSlug) setResponseRedirect(canonical);
  useEffect(() => {
    if (wrongSlug) void navigate(canonical, { replace: true });
  }, [canonical, wrongSlug, navigate]);
  usePublishAlternates(canonical && !wrongSlug ? paths : null);
}

/** The item's URL in each language: its translation's, else the other language's listing (if any). */
function localePaths(
  route: RouteId,
  listing: RouteId | null,
  locale: Locale,
  item: DetailLink & { slug: string },
): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {
    [locale]: pathFor(route, locale, { id: String(item.id), slug: item.slug }),
  };
  for (const other of LOCALES) {
    if (other === locale) continue;
    if (item.alternate?.locale === other)
      paths[other] = pathFor(route, other, { id: String(item.alternate.id), slug: item.alternate.slug });
    else if (listing) paths[other] = pathFor(listing, other);
  }
  return paths;
}
