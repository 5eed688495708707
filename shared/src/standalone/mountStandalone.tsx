import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
// Through the package name, so a remote's own page uses the same singleton as its components.
import {
  applyLocale,
  commonOtherLanguages,
  configureApi,
  i18n,
  loadTranslations,
  localeOfPath,
  pageRouteAction,
  pageRoutes,
  routeTable,
  I18nextProvider,
  type FormActions,
} from 'shared';
import '../styles/tokens.css';

/**
 * A remote's own page for development: the same providers the shell gives it (i18n, the router of
 * the pages of the route table it installed, locale), so its team can work without the shell.
 * `/en` in the URL switches to English. `actions`: the remote's form actions, which every page's
 * route runs (the shell's routes find them in the page's module and the frame's).
 */
export function mountStandalone(
  render: () => ReactNode,
  options: { apiBaseUrl?: string; actions?: FormActions } = {},
): void {
  configureApi({ baseURL: options.apiBaseUrl ?? '' });
  const locale = localeOfPath(window.location.pathname);
  applyLocale(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const page = render();
  const action = pageRouteAction(async (form) =>
    options.actions && Object.hasOwn(options.actions, form) ? options.actions[form]! : null,
  );
  const routes = [...pageRoutes(routeTable(), page), { path: '*', element: page }].map((route) => ({
    ...route,
    action,
  }));
  const router = createBrowserRouter(routes);
  // Drawn in its language from the first render, as the shell draws a page.
  void loadTranslations(locale, commonOtherLanguages).then(() =>
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
