import { createStaticHandler, matchRoutes, type RouteObject, type StaticHandler } from 'react-router';

/** Paths whose branch is remembered; the least recently used is forgotten first. */
const REMEMBERED_PATHS = 1000;

/**
 * The static handler a page's render uses, made of only the routes on the branch its path matches
 * (its layouts and its page). A handler of the whole table flattens and ranks every route of both
 * languages on each query, and the router made for each render converts them all again: about a
 * tenth of a page's render. Here a path is matched against the whole table once and remembered,
 * and each branch's handler is made once; every route has an id of its own, so a branch matches
 * with the same ids as the whole table.
 */
export function branchHandlers(routes: RouteObject[]): (pathname: string) => StaticHandler {
  const handlers = new Map<string, StaticHandler>();
  const branchOfPath = new Map<string, string>();

  const handlerOf = (key: string, branch: RouteObject[]): StaticHandler => {
    let handler = handlers.get(key);
    if (!handler) {
      // The branch as a tree: each route with only the next one as its child.
      const tree = branch.reduceRight<RouteObject[] | undefined>(
        (children, route) => [{ ...route, ...(children ? { children } : {}) } as RouteObject],
        undefined,
      );
      handler = createStaticHandler(tree ?? routes);
      handlers.set(key, handler);
    }
    return handler;
  };

  return (pathname) => {
    const known = branchOfPath.get(pathname);
    if (known !== undefined) {
      branchOfPath.delete(pathname);
      branchOfPath.set(pathname, known);
      return handlers.get(known)!;
    }
    const branch = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
    if (branch.some((route) => !route.id)) throw new Error('every route of the table needs an id of its own');
    const key = branch.map((route) => route.id).join(' ');
    const handler = handlerOf(key, branch);
    branchOfPath.set(pathname, key);
    if (branchOfPath.size > REMEMBERED_PATHS) branchOfPath.delete(branchOfPath.keys().next().value!);
    return handler;
  };
}
