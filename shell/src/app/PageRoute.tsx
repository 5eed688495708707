import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchRoute, ROUTES, type PageModule } from 'shared';
import { ErrorPage } from '../features/error-page/ErrorPage';
import { ContentFallback } from '../features/fallback-chrome/FallbackChrome';
import { AccessGuard } from '../features/guards/AccessGuard';
import { failProgress, finishProgress } from '../features/progress/progress';
import { RemoteSlot } from '../federation/RemoteSlot';

const loadedModules = new Set<PageModule>();

function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/** Resolves the path through the route table and lets the owning remote render the page. */
export function PageRoute() {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  const module = match ? ROUTES[match.id].module : null;

  useEffect(() => {
    if (!module || loadedModules.has(module)) finishProgress();
  }, [location.key, module]);

  if (!match || !module) return <ErrorPage status={404} />;
  const route = ROUTES[match.id];
  return (
    <AccessGuard access={'access' in route ? route.access : 'open'} locale={match.locale}>
      <RemoteSlot
        id={module}
        props={{ routeId: match.id, locale: match.locale, params: match.params }}
        loading={<PageLoading />}
        fallback={(retry) => <ContentFallback retry={retry} />}
        resetKey={location.pathname}
        onLoaded={() => {
          loadedModules.add(module);
          finishProgress();
        }}
        onFailed={failProgress}
      />
    </AccessGuard>
  );
}
