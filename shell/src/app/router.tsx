import { createBrowserRouter, isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { LOCALES, ROUTE_IDS, ROUTES, type Layout } from 'shared';
import { ErrorPage, ErrorPageGuard } from '../features/error-page/ErrorPage';
import { DefaultLayout, SimpleLayout } from '../layouts/Layouts';
import { PageRoute } from './PageRoute';
import { Root } from './Root';

/** Every route of the table, in both locales, under its layout. */
function pageRoutes(layout: Layout): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const id of ROUTE_IDS) {
    const route = ROUTES[id];
    if (('layout' in route ? route.layout : 'default') !== layout) continue;
    for (const locale of LOCALES) {
      const path = route[locale];
      if (path !== null) routes.push({ id: `${id}.${locale}`, path, element: <PageRoute /> });
    }
  }
  return routes;
}

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
 * The route tree. Every route has an id of its own (not one from its place in the tree), so a
 * router made of one branch of it (the server's, per page) matches with the same ids.
 */
export function routeObjects(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        {
          id: 'layout.default',
          element: <DefaultLayout />,
          children: [...pageRoutes('default'), { id: 'notFound', path: '*', element: <ErrorPage status={404} /> }],
        },
        { id: 'layout.simple', element: <SimpleLayout />, children: pageRoutes('simple') },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(routeObjects());
}
