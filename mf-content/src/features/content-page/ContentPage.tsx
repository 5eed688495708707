import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { pathFor, useAlternates, useDocumentTitle, type Locale, type PageProps } from 'shared';
import { ContentNotFoundError, fetchContentItem, fetchPageByKey, type ContentDocument } from './api';
import { ContentArticle } from './ContentArticle';
import { sourceFor, type ContentSource } from './sources';
import { ContentError, ContentNotFound, ContentSkeleton } from './states';
import { useResource } from './useResource';

function load(source: ContentSource, locale: Locale, signal: AbortSignal): Promise<ContentDocument> {
  switch (source.kind) {
    case 'page':
      return fetchPageByKey(source.key, locale, signal);
    case 'item':
      return fetchContentItem(source.type, source.id, locale, signal);
    case 'missing':
      return Promise.reject(new ContentNotFoundError());
  }
}

/** Publish both language paths of a detail item (its slug differs per language) for the switcher and hreflang. */
function usePublishAlternates(source: ContentSource, locale: Locale, document: ContentDocument | null) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (source.kind !== 'item' || !source.alternates || !document?.alternate) return;
    const { alternate } = document;
    const paths: Partial<Record<Locale, string>> = {
      [alternate.locale]: pathFor(source.route, alternate.locale, { id: String(alternate.id), slug: alternate.slug }),
    };
    if (document.slug) paths[locale] = pathFor(source.route, locale, { id: String(document.id), slug: document.slug });
    useAlternates.getState().set(pathname, paths);
  }, [source, locale, document, pathname]);
}

/**
 * A content page loaded from the API for its route: the page of the route's key, or the item of a
 * detail route. Loading skeleton, error with retry, not-found state.
 */
export default function ContentPage({ routeId, locale, params }: PageProps) {
  const paramsKey = JSON.stringify(params);
  // `params` is compared by value (a new object on every render of the shell).
  const source = useMemo(() => sourceFor(routeId, params), [routeId, paramsKey]);
  const key = `${locale}:${JSON.stringify(source)}`;
  const { state, retry } = useResource(key, (signal) => load(source, locale, signal));
  const document = state.status === 'ready' ? state.data : null;
  useDocumentTitle(document?.title);
  usePublishAlternates(source, locale, document);

  switch (state.status) {
    case 'loading':
      return <ContentSkeleton locale={locale} />;
    case 'error':
      return <ContentError locale={locale} onRetry={retry} />;
    case 'notFound':
      return <ContentNotFound locale={locale} />;
    case 'ready':
      return <ContentArticle document={state.data} />;
  }
}
