import type { ReactNode } from 'react';
import { useMatches, useParams, type RouteObject } from 'react-router';
import { LOCALES, routeParams, type Locale, type RouteDef, type RouteId, type RouteMatch } from '../routes';
import { pageRouteLoader, type PageLoader, type PageRevalidate } from './pageData';

/** What the router's route of a page carries (`handle`): which page of the table, in which language. */
export interface PageHandle {
  routeId: RouteId;
  locale: Locale;
}

/**
 * The router's routes of these pages of the table, in both languages: each its path, in its
 * `handle` which page it is (read by `useRouteMatch`), rendering `element`; and, given where a
 * page's data functions are (the shell: its remote module's exports), the route's loader (`loaderOf`)
 * and whether a move within the page runs it again (`revalidateOf`, once the module is loaded).
 */
export function pageRoutes(
  table: readonly RouteDef[],
  element: ReactNode,
  data?: {
    loaderOf: (route: RouteDef) => Promise<PageLoader | null>;
    revalidateOf: (route: RouteDef) => PageRevalidate | null;
  },
): RouteObject[] {
  return table.flatMap((route) =>
    LOCALES.flatMap((locale) => {
      const path = route[locale];
      if (path === null) return [];
      const handle: PageHandle = { routeId: route.id, locale };
      if (!data) return [{ id: `${route.id}:${locale}`, path, handle, element }];
      return [
        {
          id: `${route.id}:${locale}`,
          path,
          handle,
          element,
          loader: pageRouteLoader(route.id, locale, () => data.loaderOf(route)),
          shouldRevalidate: (args) => {
            const revalidate = data.revalidateOf(route);
            return revalidate ? revalidate({ ...args, routeId: route.id }) : args.defaultShouldRevalidate;
          },
        },
      ];
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
