import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { i18n } from '../i18n';
import { applyLocale } from '../stores/locale';
import { localeOfPath, routeTable } from '../routes';
import { pageRoutes } from '../router/useRouteMatch';
import { I18nextProvider } from 'shared';

/** Where the router is now (path and query), for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderOptions {
  /** The page's URL; its locale (cs, or en under `/en`) is applied as the shell does. */
  path?: string;
}

/**
 * Renders `ui` inside what the shell gives every page: the page's locale, i18n and the router of
 * the site's pages at `path` (so `useRouteMatch` names the page). The router's current URL is
 * readable as `screen.getByTestId('location')`.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: RenderOptions = {}): RenderResult {
  applyLocale(localeOfPath(path.split('?')[0] ?? '/'));
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [...pageRoutes(routeTable(), ui), { path: '*', element: ui }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}
