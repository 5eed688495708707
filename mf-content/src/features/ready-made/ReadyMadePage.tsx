import { useEffect, useMemo } from 'react';
import { bus, useResource, type PageProps, type RouteParams } from 'shared';
import { notFound } from '../../common/api';
import { CatalogPage } from '../../common/catalog/CatalogPage';
import { fetchCompanies, tableFor } from './api';
import { CompanyTable } from './CompanyTable';
import { TypeNav } from './TypeNav';

/** The ready-made pages: their copy and the companies of the type; reloads after a company is booked. */
export default function ReadyMadePage({ routeId, locale, params }: PageProps) {
  const paramsKey = JSON.stringify(params);
  const table = useMemo(() => tableFor(routeId, JSON.parse(paramsKey) as RouteParams), [routeId, paramsKey]);
  const { state, retry } = useResource(`readymade:${locale}:${JSON.stringify(table)}`, (signal) =>
    table ? fetchCompanies(table.key, table.kind, locale, signal) : Promise.reject(notFound()),
  );
  useEffect(() => bus.on('readymade:reserved', retry), [retry]);
  return (
    <CatalogPage locale={locale} state={state} retry={retry}>
      {(data) => (
        <>
          <TypeNav locale={locale} />
          <CompanyTable rows={data.rows} locale={locale} />
        </>
      )}
    </CatalogPage>
  );
}
