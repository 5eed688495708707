import {
  homePath,
  pathFor,
  SafeHtml,
  type PageLoaderArgs,
  type PageProps,
  Link,
  useLocation,
  useTranslation,
  PageHead,
  useOrigin,
} from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { idParam, notFound } from '../../common/api';
import { useCanonicalDetail } from '../../common/canonicalDetail';
import { breadcrumbJsonLd } from '../../common/head/jsonLd';
import { describeText } from '../../common/head/describeText';
import { ContentError, ContentNotFound, ContentSkeleton } from '../../common/states';
import { useInternalLinks } from '../../common/useInternalLinks';
import { fetchInfoPage, fetchTopics, isSmartPointTopic } from './api';
import './translations';
import './info.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export async function loader({ locale, params, signal }: PageLoaderArgs) {
  const id = idParam(params.id);
  if (id === null) throw notFound();
  const [page, topics] = await Promise.all([
    fetchInfoPage(id, locale, signal),
    isSmartPointTopic(id) ? fetchTopics(locale, signal).catch(() => []) : Promise.resolve([]),
  ]);
  return { page, topics };
}

/** An info page is found by its id: another slug is the same page. */
export const shouldRevalidate = reloadOn({ params: ['id'] });

/**
 * An info page (`/info/{id}/{slug}`): the privacy policy, the Smart Point topics (with the other
 * topics and a way back to Smart Point) and the responsible representative.
 */
export default function InfoPage({ locale, params }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const { pathname } = useLocation();
  const origin = useOrigin();
  const body = useInternalLinks<HTMLDivElement>();
  const { state, retry } = usePageData<typeof loader>();

  const page = state.status === 'ready' ? state.data.page : null;
  useCanonicalDetail('info', null, locale, params.slug, page);

  if (state.status === 'loading') return <ContentSkeleton locale={locale} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={retry} />;
  if (state.status === 'notFound' || !page) return <ContentNotFound locale={locale} />;
  const { topics } = state.data;
  const title = page.title ?? t('info.fallbackTitle');
  const path = page.slug ? pathFor('info', locale, { id: String(page.id), slug: page.slug }) : pathname;
  const topic = isSmartPointTopic(page.id);
  const trail = [
    { name: t('info.home'), path: homePath(locale) },
    ...(topic ? [{ name: t('info.smartPoint'), path: pathFor('smartpoint', locale) }] : []),
    { name: title, path },
  ];

  return (
    <article className="container info-page" aria-labelledby="info-title">
      <PageHead
        title={title}
        description={describeText(page.text)}
        path={path}
        jsonLd={[breadcrumbJsonLd(origin, trail)]}
      />
      <nav className="info-breadcrumb" aria-label="Breadcrumb">
        <ol>
          {trail.slice(0, -1).map((step) => (
            <li key={step.path}>
              <Link to={step.path}>{step.name}</Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 id="info-title">{title}</h1>
      <div ref={body}>
        <SafeHtml className="content-prose" html={page.text} />
      </div>
      {topic && (
        <aside className="info-topics" aria-labelledby="info-topics-title">
          <h2 id="info-topics-title">{t('info.topics')}</h2>
          <ul>
            {topics
              .filter((other) => other.id !== page.id)
              .map((other) => (
                <li key={other.id}>
                  <Link to={pathFor('info', locale, { id: String(other.id), slug: other.slug })}>{other.title}</Link>
                </li>
              ))}
          </ul>
          <p>
            <Link to={pathFor('smartpoint', locale)}>← {t('info.backToSmartPoint')}</Link>
          </p>
        </aside>
      )}
    </article>
  );
}
