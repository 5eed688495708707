import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { i18n } from '../i18n';
import { applyLocale } from '../stores/locale';
import { localeOfPath, routeTable } from '../routes';
import { pageRoutes } from '../router/pageRoutes';
import type { PageLoader, PageRevalidate } from '../router/pageData';
import type { FormActions } from '../router/formActions';
import { I18nextProvider } from 'shared';

/** Where the router is now (path and query), for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderOptions {
  /** The page's URL; its locale (cs, or en under `/en`) is applied as the shell does. */
  path?: string;
  /** The page's loader, run by the router as the shell's route runs it (`usePageData` reads it). */
  loader?: PageLoader;
  /** The page's `shouldRevalidate`, as the shell's route asks it. */
  shouldRevalidate?: PageRevalidate;
  /** The form actions the page's route runs (its module's and the frame's), by form name. */
  actions?: FormActions;
}

/**
 * Renders `ui` inside what the shell gives every page: the page's locale, i18n and the router of
 * the site's pages at `path` (so `usePageHandle` names the page). The router's current URL is
 * readable as `screen.getByTestId('location')`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', loader, shouldRevalidate, actions }: RenderOptions = {},
): RenderResult {
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
        // Before the first render, while the page's loader runs.
        HydrateFallback: () => <div aria-busy="true" />,
        children: [
          ...pageRoutes(
            routeTable(),
            ui,
            (loader || actions) && {
              loaderOf: async () => loader ?? null,
              revalidateOf: () => shouldRevalidate ?? null,
              actionOf: async (_route, form) => (actions && Object.hasOwn(actions, form) ? actions[form]! : null),
            },
            // Without a page loader the page renders at once (no data to wait for).
          ).map((route) => (loader ? route : { ...route, loader: undefined })),
          { path: '*', element: ui },
        ],
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
