import { useEffect } from 'react';
import { currentScope, useAlternates, useLocation, type Locale } from 'shared';

/**
 * Publishes the page's address in each language, for the `hreflang` links and the language switch
 * (a slug is a word of its language, so only the content knows the other one): during the server's
 * render, so that the HTML has them before and without scripts, and in the browser once the page
 * shows. `paths` null publishes nothing; keep it the same object between renders (`useMemo`).
 */
export function usePublishAlternates(paths: Partial<Record<Locale, string>> | null): void {
  const { pathname } = useLocation();
  if (currentScope() && paths) useAlternates.getState().set(pathname, paths);
  useEffect(() => {
    if (paths) useAlternates.getState().set(pathname, paths);
  }, [paths, pathname]);
}
