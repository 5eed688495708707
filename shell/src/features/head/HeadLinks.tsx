import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { alternatePaths, homePath, LOCALES, useAlternates, type Locale } from 'shared';

/** Paths of the current page in each locale: the content item's own alternates win over the route table. */
function useLocalePaths(pathname: string): Partial<Record<Locale, string>> {
  const forPath = useAlternates((state) => state.forPath);
  const published = useAlternates((state) => state.paths);
  return useMemo(() => {
    const mapped = alternatePaths(pathname);
    return forPath === pathname ? { ...mapped, ...published } : mapped;
  }, [pathname, forPath, published]);
}

/** `<link rel="alternate" hreflang>` for both locales and x-default, kept in step with the route. */
export function HeadLinks() {
  const { pathname } = useLocation();
  const paths = useLocalePaths(pathname);
  useEffect(() => {
    const origin = window.location.origin;
    const links: HTMLLinkElement[] = [];
    const add = (hreflang: string, path: string) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = origin + path;
      link.dataset.hreflang = 'true';
      document.head.appendChild(link);
      links.push(link);
    };
    for (const locale of LOCALES) {
      const path = paths[locale];
      if (path) add(locale, path);
    }
    add('x-default', paths.cs ?? homePath('cs'));
    return () => links.forEach((link) => link.remove());
  }, [paths]);
  return null;
}
