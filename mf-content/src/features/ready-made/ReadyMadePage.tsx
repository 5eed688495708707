import { useEffect, useMemo } from 'react';
import { bus, useDocumentTitle, useResource, type PageProps, type RouteParams } from 'shared';
import { notFound } from '../../common/api';
import { Intro } from '../../common/catalog/Intro';
import { ListingError, ListingSkeleton } from '../../common/catalog/states';
import { ContentNotFound } from '../../common/states';
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
          <TypeNav kind={table?.kind ?? null} locale={locale} />
          <CompanyTable rows={state.data.rows} locale={locale} />
        </div>
      );
  }
}
