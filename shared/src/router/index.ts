/**
 * Routing for the remotes: the router is part of `shared` (one copy in the page, with the rest of
 * `shared`), and a remote reaches it only through these names, never by importing the router
 * package itself; so the page has exactly one router, and only what the site uses of it is shipped.
 * The shell, which provides `shared`, also builds the router and renders it on the server.
 */
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  useFetcher,
  useInRouterContext,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
} from 'react-router';
export { isPlainClick } from './isPlainClick';
export {
  answered,
  failed,
  field,
  FORM_FIELD,
  pageRouteAction,
  type FormAction,
  type FormActionArgs,
  type FormActions,
  type FormOutcome,
} from './formActions';
export {
  pageRouteLoader,
  settle,
  type PageData,
  type PageLoader,
  type PageLoaderArgs,
  type PageRevalidate,
} from './pageData';
export { pageRoutes, usePageHandle, type PageHandle } from './pageRoutes';
