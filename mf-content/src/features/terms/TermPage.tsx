import {
  homePath,
  pathFor,
  SafeHtml,
  type PageLoaderArgs,
  type PageProps,
  Link,
  useTranslation,
  PageHead,
  useOrigin,
} from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { fetchPageIntro, idParam, notFound } from '../../common/api';
import { useCanonicalDetail } from '../../common/canonicalDetail';
import { breadcrumbJsonLd, definedTermJsonLd } from '../../common/head/jsonLd';
import { describeText } from '../../common/head/describeText';
import { ContentError, ContentNotFound, ContentSkeleton } from '../../common/states';
import { fetchTerm, type TermKind } from './api';
import './translations';
import './terms.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

const DETAIL = { dictionary: 'dictionaryTerm', glossary: 'glossaryTerm' } as const;

const kindOf = (routeId: string): TermKind => (routeId === 'glossaryTerm' ? 'glossary' : 'dictionary');

export async function loader({ routeId, locale, params, signal }: PageLoaderArgs) {
  const kind = kindOf(routeId);
  const id = idParam(params.id);
  if (id === null) throw notFound();
  const [term, list] = await Promise.all([fetchTerm(kind, id, locale, signal), fetchPageIntro(kind, locale, signal)]);
  return { term, listTitle: list.title };
}

/** A term is found by its id: another slug is the same term. */
export const shouldRevalidate = reloadOn({ params: ['id'] });

/** A term of the dictionary or the glossary, with a breadcrumb and a link back to its list. */
export default function TermPage({ routeId, locale, params }: PageProps) {
  const kind = kindOf(routeId);
  const { t } = useTranslation('content', { lng: locale });
  const origin = useOrigin();
  const { state, retry } = usePageData<typeof loader>();

  const term = state.status === 'ready' ? state.data.term : null;
  useCanonicalDetail(DETAIL[kind], null, locale, params.slug, term);

  if (state.status === 'loading') return <ContentSkeleton locale={locale} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={retry} />;
  if (state.status === 'notFound' || !term) return <ContentNotFound locale={locale} />;
  const { listTitle } = state.data;
  const listPath = pathFor(kind, locale);
  const path = pathFor(DETAIL[kind], locale, { id: String(term.id), slug: term.slug });
  const description = describeText(term.body);
  const trail = [
    { name: t('terms.home'), path: homePath(locale) },
    { name: listTitle, path: listPath },
    { name: term.title, path },
  ];

  return (
    <article className="container terms-article" aria-labelledby="term-title">
      <PageHead
        title={term.title}
        description={description}
        path={path}
        type="article"
        jsonLd={[
          breadcrumbJsonLd(origin, trail),
          definedTermJsonLd(origin, { name: term.title, description, path, setName: listTitle, setPath: listPath }),
        ]}
      />
      <nav className="terms-breadcrumb" aria-label="Breadcrumb">
        <ol>
          {trail.slice(0, -1).map((step) => (
            <li key={step.path}>
              <Link to={step.path}>{step.name}</Link>
            </li>
          ))}
          <li aria-current="page">{term.title}</li>
        </ol>
      </nav>
      <h1 id="term-title">{term.title}</h1>
      <SafeHtml html={term.body} />
      <p className="terms-page__back">
        <Link to={listPath}>← {t(`terms.backTo.${kind}`)}</Link>
      </p>
    </article>
  );
}
