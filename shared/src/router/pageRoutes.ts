import type { ReactNode } from 'react';
import { useMatches, type RouteObject } from 'react-router';
import { LOCALES, type Locale } from '../constants';
import type { RouteDef } from '../routes/table';
import type { RouteId } from '../routes/types';
import { pageRouteAction, type FormAction, type FormOutcome } from './formActions';
import { pageRouteLoader, type PageLoader, type PageRevalidate } from './pageData';

/** What the router's route of a page carries (`handle`): which page of the table, in which language. */
export interface PageHandle {
  routeId: RouteId;
  locale: Locale;
}

/**
 * The router's routes of these pages of the table, in both languages: each its path, in its
 * `handle` which page it is (read by `usePageHandle`), rendering `element`; and, given where a
 * page's data functions are (the shell: its remote module's exports), the route's loader (`loaderOf`)
 * and whether a move within the page runs it again (`revalidateOf`, once the module is loaded);
 * the route's action runs the form a post names (`actionOf`: the page's module's or the frame's).
 */
export function pageRoutes(
  table: readonly RouteDef[],
  element: ReactNode,
  data?: {
    loaderOf: (route: RouteDef, locale: Locale) => Promise<PageLoader | null>;
    revalidateOf: (route: RouteDef) => PageRevalidate | null;
    actionOf: (route: RouteDef, form: string) => Promise<FormAction | null>;
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
          loader: pageRouteLoader(route.id, locale, () => data.loaderOf(route, locale)),
          action: pageRouteAction((form) => data.actionOf(route, form)),
          shouldRevalidate: (args) => {
            // A form whose success changed nothing the page shows (a newsletter address).
            if ((args.actionResult as FormOutcome | undefined)?.status === 'done' && args.actionResult.reload === false)
              return false;
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
 * Which page the visitor is on: the `handle` of the route React Router matched (the deepest one),
 * or null where no page of the table is (the 404 route). Its parameters are `useParams()`, as the
 * path gave them: the table's rules for them are checked by the route's loader, not here.
 */
export function usePageHandle(): PageHandle | null {
  const handle = useMatches().at(-1)?.handle;
  return isPageHandle(handle) ? handle : null;
}
