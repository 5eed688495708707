import type { Locale } from '../constants';
import { scopedStore } from '../ssr/scopedStore';

interface AlternatesState {
  /** The pathname these alternates belong to; ignored on any other page. */
  forPath: string | null;
  paths: Partial<Record<Locale, string>>;
  set: (forPath: string, paths: Partial<Record<Locale, string>>) => void;
}

/**
 * Alternate-locale paths of a content detail page (its slug differs per language). A page sets
 * them after loading its item with the other locale's id and slug; the language switcher and the
 * `hreflang` links prefer them over the route table's mapping.
 */
export const useAlternates = scopedStore<AlternatesState>('alternates', { dehydrate: true }, (set) => ({
  forPath: null,
  paths: {},
  set: (forPath, paths) => set({ forPath, paths }),
}));

export function alternateFor(pathname: string, locale: Locale): string | null {
  const { forPath, paths } = useAlternates.getState();
  return forPath === pathname ? (paths[locale] ?? null) : null;
}
