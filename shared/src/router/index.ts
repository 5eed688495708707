/**
 * Routing for the remotes: the router is part of `shared` (one copy in the page, with the rest of
 * `shared`), and a remote reaches it only through these names, never by importing the router
 * package itself; so the page has exactly one router, and only what the site uses of it is shipped.
 * The shell, which provides `shared`, also builds the router and renders it on the server.
 */
export {
  MemoryRouter,
  Navigate,
  Outlet,
  useInRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateFunction,
} from 'react-router';
export { isPlainClick, Link, type LinkProps } from './Link';
export { pageRoutes, useRouteMatch, type PageHandle } from './useRouteMatch';
