import { useLocation } from 'react-router';
import { matchRoute, routeTable, type RouteMatch } from '../routes';

/**
 * The last path asked about, the table it was matched in and its route: every component of a page
 * asks about the same path. A new table (a remote's release added or removed a page) matches again.
 */
let last: { pathname: string; table: ReturnType<typeof routeTable>; match: RouteMatch | null } | null = null;

/**
 * The route of the page the visitor is on — its id, locale and parameters as the route table
 * allows them — or null for a path the table does not know. The one way a component of the page
 * asks which page it is on; the path is matched once, however many components ask.
 */
export function useRouteMatch(): RouteMatch | null {
  const { pathname } = useLocation();
  const table = routeTable();
  if (last?.pathname !== pathname || last.table !== table) last = { pathname, table, match: matchRoute(pathname) };
  return last.match;
}
