import { useLocation } from 'react-router';
import { matchRoute, type RouteMatch } from '../routes';

/** The last path asked about and its route: every component of a page asks about the same path. */
let last: { pathname: string; match: RouteMatch | null } | null = null;

/**
 * The route of the page the visitor is on — its id, locale and parameters as the route table
 * allows them — or null for a path the table does not know. The one way a component of the page
 * asks which page it is on; the path is matched once, however many components ask.
 */
export function useRouteMatch(): RouteMatch | null {
  const { pathname } = useLocation();
  if (last?.pathname !== pathname) last = { pathname, match: matchRoute(pathname) };
  return last.match;
}
