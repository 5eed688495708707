import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../i18n';
import { applyLocale } from '../stores/locale';
import { localeOfPath } from '../routes';
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
 * Renders `ui` inside what the shell gives every page: the page's locale, i18n and a router at
 * `path`. The router's current URL is readable as `screen.getByTestId('location')`.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: RenderOptions = {}): RenderResult {
  applyLocale(localeOfPath(path.split('?')[0] ?? '/'));
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
