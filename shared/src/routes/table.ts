/**
 * The site's route table, composed at run time from the remotes' own tables: each remote ships
 * `routes.json` beside its build (its pages, in both languages), and the server composes the
 * tables of the remotes it serves (`shared/routes/compose`, kept out of the browser's start). The table is the one source for the router,
 * every link, the language switch, the sitemap and the server's 404 decision. `shared` knows no
 * page of a remote: only the shape of a route and the composed table the shell installs
 * (`setRouteTable`). Patterns use react-router syntax (`:param`, `:param?`); Czech paths have no
 * prefix, English paths live under `/en`.
 */
import type { ContentType, Locale } from '../constants';
import type { RemoteName } from '../contracts/remotes';
import type { RouteId } from './types';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';

export type { RouteId } from './types';

/** Which exposed module of which remote renders the page of a route (`mf_content/Page`). */
export type PageModule = `${RemoteName}/${string}`;

/**
 * Who may open a page: anyone, guests only, logged-in users, or staff only (anyone else gets the
 * 404 of an unknown path, so the page does not tell that it exists).
 */
export type Access = 'open' | 'guest' | 'auth' | 'staff';
export type Layout = 'default' | 'simple';

/**
 * How a route appears in the sitemap: its path in each language (`page`, the default); one URL per
 * content item of a type (`{ items }`); one per allowed value of a parameter (`{ values }`, the
 * values its constraints name); or not at all (`excluded`: results, forms' end pages, the cart…).
 */
export type SitemapListing = 'page' | 'excluded' | { items: ContentType } | { values: string };

export interface RouteDef {
  id: RouteId;
  /** Czech pattern; English pattern or null when English falls back to `/en`. */
  cs: string;
  en: string | null;
  module: PageModule;
  layout?: Layout;
  access?: Access;
  /** The language switch lands on the other locale's home instead of the mapped path. */
  switchToHome?: Locale[];
  /** Allowed values of parameters; `id` is always digits. */
  constraints?: Record<string, readonly string[]>;
  sitemap?: SitemapListing;
  /** Named in robots.txt as closed to crawlers (pages for guests or users are, always). */
  robotsClosed?: boolean;
}

/** Files the server serves outside the router; they are known paths, never 404 pages. */
export const STATIC_PATHS = ['/vop.pdf', '/embed/enquiry.html', '/embed/enquiry.js', '/remotes.json'] as const;

let table: readonly RouteDef[] = [];
let byId = new Map<RouteId, RouteDef>();

/**
 * Installs the composed table: the server before it renders with it, the browser before the
 * router is made (from the page's state). Every function of `shared/routes` reads it.
 */
export function setRouteTable(routes: readonly RouteDef[]): void {
  table = routes;
  byId = new Map(routes.map((route) => [route.id, route]));
}

/** The composed table, in match order. */
export function routeTable(): readonly RouteDef[] {
  return table;
}

/** A route of the composed table by its id; undefined when no remote served has it. */
export function routeOf(id: RouteId): RouteDef | undefined {
  return byId.get(id);
}
