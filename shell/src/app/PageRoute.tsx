import { useEffect } from 'react';
import { routeOf, useLocation, useRouteMatch, type RemoteModuleId } from 'shared';
import { ErrorPage } from '../features/error-page/ErrorPage';
import { ContentFallback } from '../features/fallback-chrome/FallbackChrome';
import { AccessGuard } from '../features/guards/AccessGuard';
import { failProgress, pageRendered } from '../features/progress/progress';
import { RemoteSlot } from '../federation/RemoteSlot';
import { DefaultLayout, SimpleLayout } from '../layouts/Layouts';

function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/**
 * Resolves the path through the route table and lets the owning remote render the page, in the
 * layout the route names (an unknown path: the 404 page in the default layout). Between two pages
 * of one layout, the layout stays as it is; only the page changes.
 */
export function PageRoute() {
  const match = useRouteMatch();
  const route = match ? routeOf(match.id) : undefined;
  const Layout = route?.layout === 'simple' ? SimpleLayout : DefaultLayout;
  return (
    <Layout>
      <Page />
    </Layout>
  );
}

function Page() {
  const location = useLocation();
  const match = useRouteMatch();
  const route = match ? routeOf(match.id) : undefined;
  const module = route?.module ?? null;

  useEffect(() => {
    // An unknown path is a failed page change: the 404 page shows and the bar turns red.
    if (!module) failProgress();
  }, [location.key, module]);

  if (!match || !route || !module) return <ErrorPage status={404} />;
  return (
    <AccessGuard access={route.access ?? 'open'} locale={match.locale} denied={<ErrorPage status={404} />}>
      <RemoteSlot
        id={module as RemoteModuleId}
        props={{ routeId: match.id, locale: match.locale, params: match.params }}
        loading={<PageLoading />}
        fallback={(retry) => <ContentFallback retry={retry} />}
        resetKey={location.pathname}
        // After the page's own effects: a page that started loading its data keeps the bar going.
        onRendered={pageRendered}
        renderKey={location.key}
        onFailed={failProgress}
      />
    </AccessGuard>
  );
}
