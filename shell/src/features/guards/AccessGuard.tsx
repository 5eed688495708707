import type { ReactNode } from 'react';
import {
  homePath,
  isSafeInternalPath,
  pathFor,
  useAuth,
  type Access,
  type Locale,
  Navigate,
  useLocation,
} from 'shared';

/**
 * Guest-only pages move logged-in users home; login-required pages send guests to the login page,
 * remembering where they wanted to go (an internal path only).
 */
export function AccessGuard({
  access = 'open',
  locale,
  children,
}: {
  access?: Access;
  locale: Locale;
  children: ReactNode;
}) {
  const loggedIn = useAuth((state) => state.loggedIn);
  const checked = useAuth((state) => state.checked);
  const location = useLocation();
  // Until the session is known (always on the server) a login-only page shows its loading state;
  // a guest-only page shows itself, as most visitors are guests.
  if (access === 'auth' && !checked) return <div className="page-loading" aria-busy="true" />;
  if (access === 'guest' && loggedIn) return <Navigate to={homePath('cs')} replace />;
  if (access === 'auth' && !loggedIn) {
    const back = location.pathname + location.search;
    const query = isSafeInternalPath(back) ? `?redirect=${encodeURIComponent(back)}` : '';
    return <Navigate to={pathFor('login', locale) + query} replace />;
  }
  return <>{children}</>;
}
