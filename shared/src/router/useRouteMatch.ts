import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { matchRoute, type RouteMatch } from '../routes';

/**
 * The route of the page the visitor is on — its id, locale and parameters as the route table
 * allows them — or null for a path the table does not know. The one way a component of the page
 * asks which page it is on (matched once per path).
 */
export function useRouteMatch(): RouteMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}
