import type { Locale } from '../constants';

/** Values a query string can carry; `undefined` and `null` leave the parameter out, a list repeats it. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/**
 * A query string's parameters. Never `lang`: a request's language is `localizedUrl`'s to place
 * (give the request its `locale`).
 */
export type Query = Readonly<Record<string, QueryValue>> & { readonly lang?: never };

function appendQuery(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const text = search.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/**
 * `path` with `query` appended (`/blog` + `{ page: 2 }` → `/blog?page=2`): the one way the site
 * builds a query string. Values are encoded; a path that has a query already keeps it and gets the
 * new parameters after it.
 */
export function withQuery(path: string, query: Query = {}): string {
  return appendQuery(path, query);
}

/** Where a path takes the language as a segment of its own: `/api/cart/{locale}`. */
export const LOCALE_SEGMENT = '{locale}';

/**
 * The address of an API request in a language: the one rule the front end follows. The routes that
 * take the language in their path (the cart's, the countries', the product categories') name
 * `{locale}` where it goes (`/api/cart/anonymous/{locale}/0`); every other route gets `?lang=`.
 * Without a language the address is `withQuery`'s, and a path naming `{locale}` is a mistake of the
 * caller's (thrown, never sent).
 */
export function localizedUrl(path: string, locale: Locale | undefined, query: Query = {}): string {
  if (locale === undefined) {
    if (path.includes(LOCALE_SEGMENT)) throw new Error(`${path} needs a locale`);
    return appendQuery(path, query);
  }
  if (path.includes(LOCALE_SEGMENT)) return appendQuery(path.replace(LOCALE_SEGMENT, locale), query);
  return appendQuery(path, { ...query, lang: locale });
}
