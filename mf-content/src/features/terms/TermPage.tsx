import {
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
import { fetchPageIntro, detailId } from '../../common/api';
import { useCanonicalDetail } from '../../common/canonicalDetail';
import { breadcrumbJsonLd, definedTermJsonLd } from '../../common/head/jsonLd';
import { trailFromHome } from '../../common/head/trail';
import { describeText } from '../../common/head/describeText';
import { PageState } from '../../common/PageState';
import { Breadcrumb } from '../../common/Breadcrumb';
import { fetchTerm, type TermKind } from './api';
import './translations';
import './terms.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

const DETAIL = { dictionary: 'dictionaryTerm', glossary: 'glossaryTerm' } as const;

const kindOf = (routeId: string): TermKind => (routeId === 'glossaryTerm' ? 'glossary' : 'dictionary');

export async function loader({ routeId, locale, params, signal }: PageLoaderArgs) {
  const kind = kindOf(routeId);
  const id = detailId(params.id);
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
  useCanonicalDetail(DETAIL[kind], null, locale, params.slug, state.status === 'ready' ? state.data.term : null);

  if (state.status !== 'ready') return <PageState state={state} locale={locale} onRetry={retry} />;
  const { term, listTitle } = state.data;
  const listPath = pathFor(kind, locale);
  const path = pathFor(DETAIL[kind], locale, { id: String(term.id), slug: term.slug });
  const description = describeText(term.body);
  const trail = trailFromHome(locale, t('terms.home'), { name: listTitle, path: listPath }, { name: term.title, path });

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
      <Breadcrumb trail={trail} />
      <h1 id="term-title">{term.title}</h1>
      <SafeHtml html={term.body} />
      <p className="terms-page__back">
        <Link to={listPath}>← {t(`terms.backTo.${kind}`)}</Link>
      </p>
    </article>
  );
}
