import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { routeOf, useLocation, useRouteMatch, type PageData, type RemoteModuleId } from 'shared';
import { ErrorPage } from '../features/error-page/ErrorPage';
import { ContentFallback } from '../features/fallback-chrome/FallbackChrome';
import { AccessGuard } from '../features/guards/AccessGuard';
import { failProgress, pageRendered } from '../features/progress/progress';
import { RemoteSlot } from '../federation/RemoteSlot';

function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/** The 404 page, and the progress bar turned red: a change to an unknown path failed. */
export function NotFoundRoute() {
  const location = useLocation();
  useEffect(() => failProgress(), [location.key]);
  return <ErrorPage status={404} />;
}

/**
 * A page of the route table: its remote renders it, with the parameters the table allows (others
 * are the 404 page), for those its access lets in.
 */
export function PageRoute() {
  const location = useLocation();
  const match = useRouteMatch();
  const route = match ? routeOf(match.id) : undefined;
  // The page's data could not be had (not found, or failed): the bar turns red once it rendered.
  const data = useLoaderData() as PageData<unknown> | null | undefined;
  const failed = data !== null && data !== undefined && data.status !== 'ready';
  if (!match || !route) return <NotFoundRoute />;
  return (
    <AccessGuard access={route.access ?? 'open'} locale={match.locale} denied={<ErrorPage status={404} />}>
      <RemoteSlot
        id={route.module as RemoteModuleId}
        props={{ routeId: match.id, locale: match.locale, params: match.params }}
        loading={<PageLoading />}
        fallback={(retry) => <ContentFallback retry={retry} />}
        resetKey={location.pathname}
        // After the page's own effects: a page that started loading its data keeps the bar going.
        onRendered={failed ? failProgress : pageRendered}
        renderKey={location.key}
        onFailed={failProgress}
      />
    </AccessGuard>
  );
}
