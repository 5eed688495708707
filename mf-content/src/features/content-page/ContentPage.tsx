import { useEffect, useMemo } from 'react';
import {
  pathFor,
  useAlternates,
  type Locale,
  type PageLoaderArgs,
  type PageProps,
  type RouteParams,
  useLocation,
  PageHead,
  useOrigin,
} from 'shared';
import { usePageData } from 'shared/page-data';
import { notFound } from '../../common/api';
import { faqData } from '../../common/faq/Faq';
import { organizationJsonLd } from '../../common/head/jsonLd';
import { PageState } from '../../common/PageState';
import { fetchContentItem, fetchPageByKey, type ContentDocument } from './api';
import { ContentArticle } from './ContentArticle';
import { serviceEnquiryOf, ServiceEnquiry } from './ServiceEnquiry';
import { sourceFor, type ContentSource } from './sources';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export function loader({ routeId, locale, params, signal }: PageLoaderArgs): Promise<ContentDocument> {
  const source = sourceFor(routeId, params);
  switch (source.kind) {
    case 'page':
      return fetchPageByKey(source.key, locale, signal);
    case 'item':
      return fetchContentItem(source.type, source.id, locale, signal);
    case 'missing':
      return Promise.reject(notFound());
  }
}

/** Publish both language paths of a detail item (its slug differs per language) for the switcher and hreflang. */
function usePublishAlternates(source: ContentSource, locale: Locale, document: ContentDocument | null) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (source.kind !== 'item' || !document?.alternate) return;
    const { alternate } = document;
    const paths: Partial<Record<Locale, string>> = {
      [alternate.locale]: pathFor(source.route, alternate.locale, { id: String(alternate.id), slug: alternate.slug }),
    };
    if (document.slug) paths[locale] = pathFor(source.route, locale, { id: String(document.id), slug: document.slug });
    useAlternates.getState().set(pathname, paths);
  }, [source, locale, document, pathname]);
}

/** Pages whose head names the organisation with its branches (structured data). */
const ORGANIZATION_PAGES: readonly string[] = ['contact'];

/**
 * A content page loaded from the API for its route: the page of the route's key, or the item of a
 * detail route, with its head (description, canonical, structured data for the organisation and
 * the questions it answers). Loading skeleton, error with retry, not-found state.
 */
export default function ContentPage({ routeId, locale, params }: PageProps) {
  // The shell passes a new `params` object on every render: its JSON stands for it, so the source
  // (and with it the request) changes only when a parameter's value does.
  const paramsKey = JSON.stringify(params);
  const source = useMemo(() => sourceFor(routeId, JSON.parse(paramsKey) as RouteParams), [routeId, paramsKey]);
  const { state, retry } = usePageData<typeof loader>();
  const document = state.status === 'ready' ? state.data : null;
  const { pathname } = useLocation();
  const origin = useOrigin();
  usePublishAlternates(source, locale, document);

  if (state.status !== 'ready') return <PageState state={state} locale={locale} onRetry={retry} />;
  const enquiry = serviceEnquiryOf(routeId);
  return (
    <>
      <PageHead
        title={state.data.title}
        description={state.data.description}
        path={pathname}
        jsonLd={[
          ...(ORGANIZATION_PAGES.includes(routeId) ? [organizationJsonLd(origin)] : []),
          ...faqData(state.data.faq),
        ]}
      />
      <ContentArticle
        document={state.data}
        locale={locale}
        action={enquiry && <ServiceEnquiry type={enquiry} document={state.data} locale={locale} />}
      />
    </>
  );
}
