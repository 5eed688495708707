import { useMemo } from 'react';
import {
  homePath,
  pathFor,
  SafeHtml,
  type Locale,
  type PageLoaderArgs,
  type PageProps,
  Link,
  useSearchParams,
  useTranslation,
  PageHead,
} from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { fetchPageIntro } from '../../common/api';
import { describeText } from '../../common/head/describeText';
import { FilterNav } from '../../common/FilterNav';
import { PageState } from '../../common/PageState';
import { fetchTerms, type TermKind, type TermSummary } from './api';
import { alphabet, groupByLetter, letterParam } from './letters';
import './translations';
import './terms.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

const DETAIL = { dictionary: 'dictionaryTerm', glossary: 'glossaryTerm' } as const;

function LetterFilter({
  kind,
  locale,
  current,
  letters,
}: {
  kind: TermKind;
  locale: Locale;
  current: string | null;
  letters: Set<string>;
}) {
  const { t } = useTranslation('content', { lng: locale });
  const base = pathFor(kind, locale);
  return (
    <FilterNav className="terms-letters" label={t('terms.filter')} base={base} all={t('terms.all')} current={current}>
      {alphabet(locale).map((letter) => (
        <li key={letter}>
          {letters.has(letter) ? (
            <Link
              to={`${base}?letter=${encodeURIComponent(letter.toLocaleLowerCase(locale))}`}
              aria-current={current === letter ? 'true' : undefined}
            >
              {letter === 'CH' ? 'Ch' : letter}
            </Link>
          ) : (
            <span aria-disabled="true" title={t('terms.letterEmpty', { letter })}>
              {letter === 'CH' ? 'Ch' : letter}
            </span>
          )}
        </li>
      ))}
    </FilterNav>
  );
}

function TermList({ kind, locale, terms }: { kind: TermKind; locale: Locale; terms: TermSummary[] }) {
  return (
    <ul className="terms-list" data-testid="terms-list">
      {terms.map((term) => (
        <li key={term.id}>
          <Link to={pathFor(DETAIL[kind], locale, { id: String(term.id), slug: term.slug })}>{term.title}</Link>
        </li>
      ))}
    </ul>
  );
}

const kindOf = (routeId: string): TermKind => (routeId === 'glossary' ? 'glossary' : 'dictionary');

export async function loader({ routeId, locale, signal }: PageLoaderArgs) {
  const kind = kindOf(routeId);
  const [intro, terms] = await Promise.all([fetchPageIntro(kind, locale, signal), fetchTerms(kind, locale, signal)]);
  return { intro, terms };
}

/** The letter filter (`?letter=`) picks from the terms loaded. */
export const shouldRevalidate = reloadOn({});

/** The dictionary or the glossary: introduction, letter filter (`?letter=`), the terms in columns. */
export default function TermsPage({ routeId, locale }: PageProps) {
  const kind = kindOf(routeId);
  const { t } = useTranslation('content', { lng: locale });
  const [search] = useSearchParams();
  const letter = letterParam(search.get('letter'), locale);
  const { state, retry } = usePageData<typeof loader>();
  const terms = state.status === 'ready' ? state.data.terms : null;
  const grouped = useMemo(() => (terms ? groupByLetter(terms, locale) : null), [terms, locale]);

  if (state.status !== 'ready') return <PageState state={state} locale={locale} onRetry={retry} />;
  const { intro } = state.data;
  const { groups, letters } = grouped ?? groupByLetter(state.data.terms, locale);
  const shown = letter ? (groups.get(letter) ?? []) : [...groups.values()].flat();
  const path = pathFor(kind, locale);

  return (
    <section className="container terms-page" aria-labelledby="terms-title">
      <PageHead title={intro.title} description={describeText(intro.perex ?? intro.body)} path={path} />
      <h1 id="terms-title">{intro.title}</h1>
      {intro.perex && <p className="terms-page__perex">{intro.perex}</p>}
      <SafeHtml className="terms-page__intro" html={intro.body} />
      <LetterFilter kind={kind} locale={locale} current={letter} letters={letters} />
      <p className="terms-page__count" role="status">
        {shown.length > 0 ? t('terms.count', { count: shown.length }) : t('terms.empty')}
      </p>
      {shown.length > 0 ? (
        <TermList kind={kind} locale={locale} terms={shown} />
      ) : (
        <p>
          <Link to={path}>{t('terms.showAll')}</Link>
        </p>
      )}
      <p className="terms-page__back">
        <Link to={homePath(locale)}>← {t('terms.back')}</Link>
      </p>
    </section>
  );
}
