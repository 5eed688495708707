import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pathFor, useAlternates, useDocumentTitle, type Locale, type PageProps, useResource } from 'shared';
import { ContentError, ContentNotFound, ContentSkeleton } from '../../common/states';
import { contentNotFound, fetchInfoPage } from './api';
import { ContentArticle } from './ContentArticle';
import './translations';

/** An info page (`/info/{id}/{slug}`: privacy, Smart Point topics, responsible representative). */
export default function InfoPage({ locale, params }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const { pathname } = useLocation();
  const id = Number(params.id);
  const { state, retry } = useResource(`${locale}:${params.id ?? ''}`, (signal) =>
    Number.isInteger(id) && id > 0 ? fetchInfoPage(id, locale, signal) : Promise.reject(contentNotFound()),
  );
  const document = state.status === 'ready' ? { ...state.data, title: state.data.title || t('page.infoTitle') } : null;
  useDocumentTitle(document?.title);

  const alternate = state.status === 'ready' ? state.data.alternate : null;
  const slug = state.status === 'ready' ? state.data.slug : null;
  useEffect(() => {
    if (!alternate) return;
    const paths: Partial<Record<Locale, string>> = {
      [alternate.locale]: pathFor('info', alternate.locale, { id: String(alternate.id), slug: alternate.slug }),
    };
    if (slug) paths[locale] = pathFor('info', locale, { id: String(id), slug });
    useAlternates.getState().set(pathname, paths);
  }, [alternate, slug, locale, id, pathname]);

  if (state.status === 'loading') return <ContentSkeleton locale={locale} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={retry} />;
  if (state.status === 'notFound' || !document) return <ContentNotFound locale={locale} />;
  return <ContentArticle document={document} />;
}
