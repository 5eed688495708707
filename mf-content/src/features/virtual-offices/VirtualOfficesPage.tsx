import { useMemo } from 'react';
import { pathFor, type PageLoaderArgs, type PageProps, type RouteParams } from 'shared';
import { usePageData } from 'shared/page-data';
import { notFound } from '../../common/api';
import { CatalogPage } from '../../common/catalog/CatalogPage';
import { fetchOffices, listingFor } from './api';
import { OfficeList } from './OfficeList';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export function loader({ routeId, locale, params, signal }: PageLoaderArgs) {
  const listing = listingFor(routeId, params);
  return listing ? fetchOffices(listing.key, listing.city, locale, signal) : Promise.reject(notFound());
}

/** The virtual-office pages: the page's copy, then the offices of its city (or all). */
export default function VirtualOfficesPage({ routeId, locale, params }: PageProps) {
  const paramsKey = JSON.stringify(params);
  const listing = useMemo(() => listingFor(routeId, JSON.parse(paramsKey) as RouteParams), [routeId, paramsKey]);
  const { state, retry } = usePageData<typeof loader>();
  // Prague and Brno have pages of their own: the same listing by its city is known by that address.
  const canonicalPath =
    routeId === 'virtualOfficesCity' && listing && listing.key !== 'virtualOffices'
      ? pathFor(listing.key, locale)
      : undefined;
  return (
    <CatalogPage locale={locale} state={state} retry={retry} canonicalPath={canonicalPath}>
      {(data) => <OfficeList rows={data.rows} locale={locale} />}
    </CatalogPage>
  );
}
