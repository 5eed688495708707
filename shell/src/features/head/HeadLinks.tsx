import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { alternatePaths, homePath, LOCALES, useAlternates, type Locale } from 'shared';

/** Paths of the current page in each locale: the content item's own alternates win over the route table. */
function useLocalePaths(pathname: string): Partial<Record<Locale, string>> {
  const alternates = useAlternates();
  const mapped = alternatePaths(pathname);
  return alternates.forPath === pathname ? { ...mapped, ...alternates.paths } : mapped;
}

/** `<link rel="alternate" hreflang>` for both locales and x-default, kept in step with the route. */
export function HeadLinks() {
  const { pathname } = useLocation();
  const paths = useLocalePaths(pathname);
  useEffect(() => {
    document.head.querySelectorAll('link[data-hreflang]').forEach((link) => link.remove());
    const origin = window.location.origin;
    const add = (hreflang: string, path: string) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = origin + path;
      link.dataset.hreflang = 'true';
      document.head.appendChild(link);
    };
    for (const locale of LOCALES) {
      const path = paths[locale];
      if (path) add(locale, path);
    }
    add('x-default', paths.cs ?? homePath('cs'));
  }, [paths.cs, paths.en]);
  return null;
}
