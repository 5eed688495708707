import { useEffect, useLayoutEffect } from 'react';
import {
  applyLocale,
  bus,
  localeOfPath,
  pathFor,
  useLocale,
  useAuth,
  useSettings,
  useUi,
  Outlet,
  useLocation,
  useNavigate,
  useNavigation,
  usePageHandle,
} from 'shared';
import { ProgressBar } from '../features/progress/ProgressBar';
import { startPageChange } from '../features/progress/progress';

/** Locale from the path, settings per locale, maintenance redirect, per-navigation housekeeping. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const maintenance = useSettings((state) => state.settings.maintenance?.is_enabled === true);
  const routeId = usePageHandle()?.routeId;
  const navigating = useNavigation().state !== 'idle';

  useLayoutEffect(() => {
    applyLocale(localeOfPath(location.pathname));
  }, [location.pathname]);
  // The next page's data and module are being loaded: the bar runs until that page has rendered.
  useEffect(() => {
    if (navigating) startPageChange();
  }, [navigating]);

  useEffect(() => {
    // The server's render knew the session (from the visitor's cookie); a page rendered in the
    // browser alone asks the API once it is up.
    if (!useAuth.getState().checked) void useAuth.getState().fetchUser();
  }, []);
  useEffect(() => {
    // After a language switch: close the modal and reload settings.
    bus.emit('modal:close');
    const settings = useSettings.getState();
    // The server's render brought this language's settings along.
    if (settings.status === 'ready' && settings.locale === locale) return;
    settings.load(locale).catch(() => undefined);
  }, [locale]);

  useEffect(() => {
    useUi.setState({ maintenance });
    if (maintenance && routeId !== 'maintenance') {
      void navigate(pathFor('maintenance', locale), { replace: true });
    }
  }, [maintenance, routeId, locale, navigate]);

  return (
    <>
      <ProgressBar />
      <Outlet />
    </>
  );
}
