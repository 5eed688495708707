import { useEffect, useMemo } from 'react';
import { alternatePaths, homePath, LOCALES, useAlternates, type Locale, useLocation } from 'shared';

/**
 * hreflang → path of the current page: each locale's version (a content item's own alternates win
 * over the route table's mapping) and x-default, the Czech version or the Czech home.
 */
export function hreflangPaths(
  pathname: string,
  alternates: { forPath: string | null; paths: Partial<Record<Locale, string>> },
): Record<string, string> {
  const mapped = alternatePaths(pathname);
  const paths = alternates.forPath === pathname ? { ...mapped, ...alternates.paths } : mapped;
  const links: Record<string, string> = {};
  for (const locale of LOCALES) {
    const path = paths[locale];
    if (path) links[locale] = path;
  }
  links['x-default'] = paths.cs ?? homePath('cs');
  return links;
}

/**
 * `<link rel="alternate" hreflang>` for both locales and x-default, kept in step with the route.
 * The server writes the first page's links (marked `data-hreflang`); from then on they are these.
 */
export function HeadLinks() {
  const { pathname } = useLocation();
  const forPath = useAlternates((state) => state.forPath);
  const published = useAlternates((state) => state.paths);
  const links = useMemo(() => hreflangPaths(pathname, { forPath, paths: published }), [pathname, forPath, published]);
  useEffect(() => {
    const origin = window.location.origin;
    for (const stale of document.head.querySelectorAll('link[data-hreflang]')) stale.remove();
    const added = Object.entries(links).map(([hreflang, path]) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = origin + path;
      link.dataset.hreflang = 'true';
      document.head.appendChild(link);
      return link;
    });
    return () => added.forEach((link) => link.remove());
  }, [links]);
  return null;
}
