import { useEffect } from 'react';
import { bus, type PageLoaderArgs, type PageProps } from 'shared';
import { usePageData } from 'shared/page-data';
import { notFound } from '../../common/api';
import { CatalogPage } from '../../common/catalog/CatalogPage';
import { fetchCompanies, tableFor } from './api';
import { CompanyTable } from './CompanyTable';
import { TypeNav } from './TypeNav';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export function loader({ routeId, locale, params, signal }: PageLoaderArgs) {
  const table = tableFor(routeId, params);
  return table ? fetchCompanies(table.key, table.kind, locale, signal) : Promise.reject(notFound());
}

/** The ready-made pages: their copy and the companies of the type; reloads after a company is booked. */
export default function ReadyMadePage({ locale }: PageProps) {
  const { state, retry } = usePageData<typeof loader>();
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
