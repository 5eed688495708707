import { generatePath, matchRoutes, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, routeOf, routeTable, type Locale, type RouteDef } from './table';
import type { RouteId, RouteParams } from './types';

export type { RouteParams } from './types';

export interface RouteMatch {
  id: RouteId;
  locale: Locale;
  params: RouteParams;
}

/** The table's pages as router routes (one per page and language), made again when the table changes. */
let routed: { table: readonly RouteDef[]; routes: RouteObject[] } | null = null;

function tableRoutes(): RouteObject[] {
  const table = routeTable();
  if (routed?.table !== table) {
    const routes = table.flatMap((route) =>
      LOCALES.flatMap((locale) => {
        const path = route[locale];
        return path === null ? [] : [{ path, handle: { id: route.id, locale } }];
      }),
    );
    routed = { table, routes };
  }
  return routed.routes;
}

/** A matched route: it is in the table. */
function def(id: RouteId): RouteDef {
  const route = routeOf(id);
  if (!route) throw new Error(`No route ${id} in the route table`);
  return route;
}

/** The locale a pathname belongs to: English under `/en`, Czech otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;
}

/**
 * A route's parameters as the table allows them (an `id` of digits, a value among those its
 * constraints name; an optional one left out when empty), or null when one is not allowed.
 */
export function routeParams(id: RouteId, params: Partial<Record<string, string>>): RouteParams | null {
  const route = routeOf(id);
  if (!route) return null;
  const checked: RouteParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (name === 'id' && !/^\d+$/.test(value)) return null;
    const allowed = route.constraints?.[name];
    if (allowed && !allowed.includes(value)) return null;
    checked[name] = value;
  }
  return checked;
}

/**
 * The page at a pathname (no query, no trailing slash) — its route, language and parameters as the
 * table allows them — or null when no page of the table is there. React Router matches it, as the
 * site's router does: the same ranking of patterns, the same decoding of parameters.
 */
export function pageAt(pathname: string): RouteMatch | null {
  const match = matchRoutes(tableRoutes(), pathname)?.at(-1);
  if (!match) return null;
  const { id, locale } = match.route.handle as { id: RouteId; locale: Locale };
  const params = routeParams(id, match.params);
  return params ? { id, locale, params } : null;
}

/**
 * Build the path of a route in a locale. Falls back to the locale's home when the route has no
 * path there, or when no remote served has the route (a link to an area that is not deployed).
 */
export function pathFor(id: RouteId, locale: Locale, params: RouteParams = {}): string {
  const pattern = routeOf(id)?.[locale] ?? null;
  if (pattern === null) return homePath(locale);
  // An empty value is no value: an optional parameter is left out, a required one is missing.
  const given = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
  return generatePath(pattern, given);
}

export function homePath(locale: Locale): string {
  return locale === 'en' ? '/en' : '/';
}

/**
 * The route of a path when a link may name it: a staff page is named nowhere (no hreflang link, no
 * language switch points at it), so the 404 others get there is that of any unknown path.
 */
function named(pathname: string): RouteMatch | null {
  const match = pageAt(pathname);
  return match && def(match.id).access !== 'staff' ? match : null;
}

/**
 * The path the language switch goes to: the other locale's home where the route says so (blog,
 * career, training — even when the item has a translation) or where the current path is unknown;
 * else `alternate` (a detail's translation, from its content endpoint), else the same route in the
 * other locale with the same parameters (without a slug that alone names the page).
 */
export function switchLocalePath(pathname: string, target: Locale, alternate?: string | null): string {
  const match = named(pathname);
  if (!match) return alternate ?? homePath(target);
  const route = def(match.id);
  if (route.switchToHome?.includes(target)) return homePath(target);
  if (alternate) return alternate;
  const pattern = route[target];
  if (pattern === null) return homePath(target);
  // A slug that alone names the page (a price-list section) is a word of its language: until its
  // content says the translation, the other language's page without it (the one with an id is
  // found by the id, and sent on to its own slug).
  const { slug, ...rest } = match.params;
  if (slug !== undefined && rest.id === undefined)
    return pattern.endsWith(':slug?') ? pathFor(match.id, target, rest) : homePath(target);
  return pathFor(match.id, target, match.params);
}

/**
 * Both locale paths of the current page, for `hreflang` alternate links. A slug is a word of the
 * page's language, so the route table cannot translate it: such a page lists only itself until its
 * content publishes the other language's path (`useAlternates`).
 */
export function alternatePaths(pathname: string): Partial<Record<Locale, string>> {
  const match = named(pathname);
  if (!match) return {};
  if (match.params.slug !== undefined) return { [match.locale]: pathname };
  const route = def(match.id);
  const result: Partial<Record<Locale, string>> = {};
  for (const locale of ['cs', 'en'] as const) {
    if (route[locale] !== null) result[locale] = pathFor(match.id, locale, match.params);
  }
  return result;
}

const BASE = 'http://site.invalid';

function plainPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  );
}

/**
 * A redirect target is accepted only when it is a path of this site: it starts with one `/`, holds
 * no backslash or control character (tabs and newlines included, which browsers drop), stays so
 * once percent-decoded (up to three times, so `%2F%2Fhost` or `%252F…` cannot become `//host`), and
 * resolves to this very origin. Anything else (absolute URLs, `//host`, `/\host`, `javascript:`)
 * is refused.
 */
export function isSafeInternalPath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length > 2000) return false;
  let value = target;
  for (let round = 0; round < 3; round++) {
    if (!plainPath(value)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return false;
    }
    if (decoded === value) break;
    value = decoded;
  }
  if (!plainPath(value)) return false;
  try {
    // Dot segments are resolved too: `/.//host` must not turn into `//host`.
    const url = new URL(target, BASE);
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * Where a visitor goes after logging in: the remembered `redirect` when it is a path of this site,
 * else the home of the page's language. The login page (in the browser) and the server's answer to
 * its plain POST use this one rule.
 */
export function loginTarget(redirect: string | null | undefined, locale: Locale): string {
  return redirect && isSafeInternalPath(redirect) ? redirect : homePath(locale);
}
