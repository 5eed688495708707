import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  useRouteError,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import {
  localeOfPath,
  Outlet,
  pageRouteAction,
  pageRoutes,
  type Layout,
  type Locale,
  type RemoteModuleId,
  type RouteDef,
} from 'shared';
import { loadedModulesTextsIn, loadFormAction, loadPageLoader, pageRevalidateOf } from '../federation/modules';
import { ErrorPage, ErrorPageGuard } from '../features/error-page/ErrorPage';
import { DefaultLayout, SimpleLayout } from '../layouts/Layouts';
import { NotFoundRoute, PageRoute } from './PageRoute';
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

const LAYOUTS: Record<Layout, (props: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  simple: SimpleLayout,
};

const layoutId = (layout: Layout) => `layout:${layout}`;

/** A page's data functions and form actions: those its remote's page module (or the frame) exports. */
const pageData = {
  // The page's module, and every loaded module's texts in the page's language (the frame's too,
  // when the move is into another language).
  loaderOf: async (route: RouteDef, locale: Locale) => {
    const loader = await loadPageLoader(route.module as RemoteModuleId);
    await loadedModulesTextsIn(locale);
    return loader;
  },
  revalidateOf: (route: RouteDef) => pageRevalidateOf(route.module as RemoteModuleId),
  actionOf: (route: RouteDef, form: string) => loadFormAction(route.module as RemoteModuleId, form),
};

/** The pages of the table that go in a layout, in both languages. */
function pagesIn(table: readonly RouteDef[], layout: Layout): RouteObject[] {
  return pageRoutes(
    table.filter((route) => (route.layout ?? 'default') === layout),
    <PageRoute />,
    pageData,
  );
}

/**
 * The router's tree, composed from the site's route table (the remotes' own routes): the root, a
 * route for each layout (a page change within one layout keeps the layout as it is), and under
 * them a route for each page in each language; a path no page has is the 404 page in the default
 * layout. `only`: the pages to start with (all when not given).
 */
export function routeObjects(table: readonly RouteDef[], only?: (route: RouteDef) => boolean): RouteObject[] {
  const start = only ? table.filter(only) : table;
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteError />,
      children: (['default', 'simple'] as const).map((layout) => {
        const Frame = LAYOUTS[layout];
        const pages = pagesIn(start, layout);
        return {
          id: layoutId(layout),
          element: (
            <Frame>
              <Outlet />
            </Frame>
          ),
          children:
            layout === 'default'
              ? [
                  ...pages,
                  {
                    id: 'not-found',
                    path: '*',
                    element: <NotFoundRoute />,
                    // The frame's texts in the language of the path (a move from another language).
                    loader: async ({ request }) => {
                      await loadedModulesTextsIn(localeOfPath(new URL(request.url).pathname));
                      return null;
                    },
                    // Its frame's forms (the footer's newsletter) work here too.
                    action: pageRouteAction((form) => loadFormAction(null, form)),
                  },
                ]
              : pages,
        };
      }),
    },
  ];
}

/**
 * The browser's router. Making it flattens, ranks and compiles every route it starts with, in one
 * task before the page hydrates (about 10–25 ms for the whole table on this machine, four times
 * that on a phone), so it starts with the page the server rendered only and takes in the rest of
 * the table on the first navigation to another page (React Router's route discovery). The page is
 * hydrated from the server's render (`hydrationData`): the router does not look for other routes
 * before it, and the page's data is what the server's loader gave (`loaderData`), not loaded again.
 */
export function createRouter(
  table: readonly RouteDef[],
  current: string | null,
  loaderData: Record<string, unknown> = {},
) {
  let discovered = current === null;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ patch }) => {
    if (discovered) return;
    discovered = true;
    const rest = table.filter((route) => route.id !== current);
    for (const layout of ['default', 'simple'] as const) patch(layoutId(layout), pagesIn(rest, layout));
  };
  return createBrowserRouter(routeObjects(table, current === null ? undefined : (route) => route.id === current), {
    hydrationData: { loaderData },
    ...(current === null ? {} : { patchRoutesOnNavigation }),
  });
}
