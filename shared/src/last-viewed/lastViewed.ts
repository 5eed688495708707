// A module of its own (`shared/last-viewed`), bundled into the remotes that use it: it reaches the
// page's one copy of `shared` (the bus, the locales) through the package, never a copy of its own.
import { bus, LOCALES, type Locale } from 'shared';
import type { LastViewedProduct } from './types';

export type { LastViewedProduct } from './types';

/** localStorage key; the value is `{ "cs": [...], "en": [...] }`. */
export const LAST_VIEWED_KEY = 'last-viewed';
/** How many products each language keeps. */
const LAST_VIEWED_MAX = 3;

type Store = Record<Locale, LastViewedProduct[]>;

function isProduct(value: unknown): value is LastViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    Number.isInteger(p.id) &&
    typeof p.name === 'string' &&
    typeof p.url === 'string' &&
    typeof p.price === 'number' &&
    Number.isFinite(p.price)
  );
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored lists; anything corrupt or foreign in storage is dropped, never thrown. */
export function readLastViewed(): Store {
  const empty = Object.fromEntries(LOCALES.map((locale) => [locale, []])) as unknown as Store;
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(LAST_VIEWED_KEY) ?? 'null');
  } catch {
    return empty;
  }
  if (typeof parsed !== 'object' || parsed === null) return empty;
  for (const locale of LOCALES) {
    const list = (parsed as Record<string, unknown>)[locale];
    if (Array.isArray(list)) empty[locale] = list.filter(isProduct).slice(0, LAST_VIEWED_MAX);
  }
  return empty;
}

/**
 * Records a product view for a language: a product already listed moves to the front, a new one
 * is added at the front, and the list is cut to three. Returns the language's new list.
 */
export function recordLastViewed(locale: Locale, product: LastViewedProduct): LastViewedProduct[] {
  const store = readLastViewed();
  const list = [product, ...store[locale].filter((item) => item.id !== product.id)].slice(0, LAST_VIEWED_MAX);
  store[locale] = list;
  try {
    storage()?.setItem(LAST_VIEWED_KEY, JSON.stringify(store));
  } catch {
    // Storage full or unavailable: the strip simply shows less.
  }
  // Every part of the page that shows the list hears of the change (another remote included).
  bus.emit('last-viewed:changed', { locale });
  return list;
}
