import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import {
  routeOf,
  routeParams,
  useLocation,
  usePageHandle,
  useParams,
  type PageData,
  type RemoteModuleId,
} from 'shared';
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
  const page = usePageHandle();
  const route = page ? routeOf(page.routeId) : undefined;
  // Parameters the route table refuses (an id not of digits, a city the route does not name): the
  // route's loader loads nothing for them (null, not the page's "not found"), so the page is not
  // rendered, and the same check of the table makes the route the 404 page.
  const path = useParams();
  const params = page ? routeParams(page.routeId, path) : null;
  // The page's data could not be had (not found, or failed): the bar turns red once it rendered.
  const data = useLoaderData() as PageData<unknown> | null | undefined;
  const failed = data !== null && data !== undefined && data.status !== 'ready';
  if (!page || !route || !params) return <NotFoundRoute />;
  return (
    <AccessGuard access={route.access ?? 'open'} locale={page.locale} denied={<ErrorPage status={404} />}>
      <RemoteSlot
        id={route.module as RemoteModuleId}
        props={{ routeId: page.routeId, locale: page.locale, params }}
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
