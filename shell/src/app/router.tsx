import { createBrowserRouter, isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { ErrorPage, ErrorPageGuard } from '../features/error-page/ErrorPage';
import { PageRoute } from './PageRoute';
import { Root } from './Root';

function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error('[shell] route error', error);
  return (
    <ErrorPageGuard>
      <ErrorPage status={status} />
    </ErrorPageGuard>
  );
}

/**
 * The router's tree: the root and, under it, one route for every path. Which page a path is, its
 * layout and parameters, the site's route table says (`useRouteMatch`, read by `PageRoute`); the
 * router keeps the history and the location. A tree of every route of both languages would have
 * the router flatten, rank and compile them all when it is made, in the browser before the page
 * hydrates (about 20 ms of one task on this machine, four times that on a phone), for a match the
 * table makes again anyway.
 */
export function routeObjects(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteError />,
      children: [{ id: 'page', path: '*', element: <PageRoute /> }],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(routeObjects());
}
