import type { ReactNode } from 'react';
import {
  currentScope,
  homePath,
  isSafeInternalPath,
  pathFor,
  setResponseRedirect,
  useAuth,
  type Access,
  type Locale,
  Navigate,
  useLocation,
} from 'shared';

/**
 * Guest-only pages move logged-in users to the home of the page's language; login-required pages
 * send guests to the login page, remembering where they wanted to go (an internal path only); staff
 * pages are `denied` (the 404 page) to everyone but staff, without a redirect that would tell they
 * exist. The server knows the session (from the visitor's cookie), so each answers there before any
 * script runs; in the browser the same rules hold after a login or logout.
 */
export function AccessGuard({
  access = 'open',
  locale,
  denied,
  children,
}: {
  access?: Access;
  locale: Locale;
  denied: ReactNode;
  children: ReactNode;
}) {
  const loggedIn = useAuth((state) => state.loggedIn);
  const checked = useAuth((state) => state.checked);
  const staff = useAuth((state) => !!state.user?.scope.includes('staff'));
  const location = useLocation();
  // A page rendered in the browser alone does not know the session until the API has answered.
  if ((access === 'auth' || access === 'staff') && !checked) return <div className="page-loading" aria-busy="true" />;
  if (access === 'staff' && !staff) return denied;
  // On the server the answer is the 302 itself (a Navigate there would do nothing).
  const onServer = currentScope() !== undefined;
  if (access === 'guest' && loggedIn) {
    setResponseRedirect(homePath(locale), 302);
    return onServer ? null : <Navigate to={homePath(locale)} replace />;
  }
  if (access === 'auth' && !loggedIn) {
    const back = location.pathname + location.search;
    const target = pathFor('login', locale) + (isSafeInternalPath(back) ? `?redirect=${encodeURIComponent(back)}` : '');
    setResponseRedirect(target, 302);
    return onServer ? null : <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
