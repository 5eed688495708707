import {
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
import { detailId } from '../../common/api';
import { useCanonicalDetail } from '../../common/canonicalDetail';
import { breadcrumbJsonLd } from '../../common/head/jsonLd';
import { trailFromHome } from '../../common/head/trail';
import { describeText } from '../../common/head/describeText';
import { PageState } from '../../common/PageState';
import { Breadcrumb } from '../../common/Breadcrumb';
import { useInternalLinks } from '../../common/useInternalLinks';
import { fetchInfoPage, fetchTopics, isSmartPointTopic } from './api';
import './translations';
import './info.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export async function loader({ locale, params, signal }: PageLoaderArgs) {
  const id = detailId(params.id);
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
  useCanonicalDetail('info', null, locale, params.slug, state.status === 'ready' ? state.data.page : null);

  if (state.status !== 'ready') return <PageState state={state} locale={locale} onRetry={retry} />;
  const { page, topics } = state.data;
  const title = page.title ?? t('info.fallbackTitle');
  const path = page.slug ? pathFor('info', locale, { id: String(page.id), slug: page.slug }) : pathname;
  const topic = isSmartPointTopic(page.id);
  const trail = trailFromHome(
    locale,
    t('info.home'),
    ...(topic ? [{ name: t('info.smartPoint'), path: pathFor('smartpoint', locale) }] : []),
    { name: title, path },
  );

  return (
    <article className="container info-page" aria-labelledby="info-title">
      <PageHead
        title={title}
        description={describeText(page.text)}
        path={path}
        jsonLd={[breadcrumbJsonLd(origin, trail)]}
      />
      <Breadcrumb trail={trail} />
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
