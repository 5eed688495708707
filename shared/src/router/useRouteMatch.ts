import type { ReactNode } from 'react';
import { useMatches, useParams, type RouteObject } from 'react-router';
import { LOCALES, routeParams, type Locale, type RouteDef, type RouteId, type RouteMatch } from '../routes';
import { pageRouteLoader, type PageLoader } from './pageData';

/** What the router's route of a page carries (`handle`): which page of the table, in which language. */
export interface PageHandle {
  routeId: RouteId;
  locale: Locale;
}

/**
 * The router's routes of these pages of the table, in both languages: each its path, in its
 * `handle` which page it is (read by `useRouteMatch`), rendering `element`; and, when `loaderOf`
 * gives the page's loader (the shell: from the page's remote module), the route's loader.
 */
export function pageRoutes(
  table: readonly RouteDef[],
  element: ReactNode,
  loaderOf?: (route: RouteDef) => Promise<PageLoader | null>,
): RouteObject[] {
  return table.flatMap((route) =>
    LOCALES.flatMap((locale) => {
      const path = route[locale];
      if (path === null) return [];
      const handle: PageHandle = { routeId: route.id, locale };
      const loader = loaderOf && pageRouteLoader(route.id, locale, () => loaderOf(route));
      return [{ id: `${route.id}:${locale}`, path, handle, element, ...(loader ? { loader } : {}) }];
    }),
  );
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'routeId' in handle && 'locale' in handle;

/**
 * The page the visitor is on — its route id, locale and parameters as the route table allows them
 * — or null for a path no page has, or parameters its route does not allow (a city it does not
 * name, an id that is not digits). The router has matched the path; this reads its match.
 */
export function useRouteMatch(): RouteMatch | null {
  const matches = useMatches();
  const params = useParams();
  const handle = matches.at(-1)?.handle;
  if (!isPageHandle(handle)) return null;
  const allowed = routeParams(handle.routeId, params);
  return allowed ? { id: handle.routeId, locale: handle.locale, params: allowed } : null;
}
