import { useMemo } from 'react';
import { useDocumentTitle, useResource, type PageProps, type RouteParams } from 'shared';
import { notFound } from '../../common/api';
import { Intro } from '../../common/catalog/Intro';
import { ListingError, ListingSkeleton } from '../../common/catalog/states';
import { ContentNotFound } from '../../common/states';
import { fetchOffices, listingFor } from './api';
import { OfficeList } from './OfficeList';

/** The virtual-office pages: the page's copy, then the offices of its city (or all). */
export default function VirtualOfficesPage({ routeId, locale, params }: PageProps) {
  const paramsKey = JSON.stringify(params);
  const listing = useMemo(() => listingFor(routeId, JSON.parse(paramsKey) as RouteParams), [routeId, paramsKey]);
  const { state, retry } = useResource(`offices:${locale}:${JSON.stringify(listing)}`, (signal) =>
    listing ? fetchOffices(listing.key, listing.city, locale, signal) : Promise.reject(notFound()),
  );
  useDocumentTitle(state.status === 'ready' ? state.data.intro.title : undefined);
  switch (state.status) {
    case 'loading':
      return <ListingSkeleton locale={locale} />;
    case 'error':
      return <ListingError locale={locale} onRetry={retry} />;
    case 'notFound':
      return <ContentNotFound locale={locale} />;
    case 'ready':
      return (
        <div className="container content-page catalog">
          <Intro intro={state.data.intro} />
          <OfficeList rows={state.data.rows} locale={locale} />
        </div>
      );
  }
}
