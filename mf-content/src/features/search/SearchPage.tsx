import { useEffect, useRef, type FormEvent } from 'react';
import {
  pathFor,
  type PageLoaderArgs,
  type PageProps,
  useNavigate,
  useSearchParams,
  useTranslation,
  PageHead,
} from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { useForm } from 'shared/forms';
import { ContentError } from '../../common/PageState';
import { ContentSkeleton } from '../../common/states';
import { searchContent } from './api';
import { NothingFound, SearchResults } from './SearchResults';
import './translations';
import './search.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

/** The query searched for: `?q=` of the address. */
const queryOf = (search: URLSearchParams) => (search.get('q') ?? '').trim();

export const loader = ({ locale, url, signal }: PageLoaderArgs) => {
  const q = queryOf(url.searchParams);
  return q ? searchContent(q, locale, signal) : Promise.resolve([]);
};

/** The results depend on the query only. */
export const shouldRevalidate = reloadOn({ search: ['q'] });

/** Search results for `?q=`, with a search form of its own. */
export default function SearchPage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = queryOf(params);
  // The box holds the query searched for; what was typed in it before the page hydrated is kept.
  const form = useForm({ q });
  const { set } = form;
  const searched = useRef(q);
  useEffect(() => {
    // A new search (a link, the header's box, back): the box shows it.
    if (searched.current === q) return;
    searched.current = q;
    set('q', q);
  }, [q, set]);
  const { state, retry } = usePageData<typeof loader>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = form.values.q.trim();
    if (!query) return;
    navigate(`${pathFor('search', locale)}?${new URLSearchParams({ q: query }).toString()}`);
  };

  return (
    <section className="container content-search" aria-labelledby="content-search-title">
      <PageHead
        title={q ? t('search.resultsFor', { q }) : t('search.title')}
        description={t('search.prompt')}
        path={pathFor('search', locale)}
      />
      {/* Result pages are for visitors, not for search engines' indexes. */}
      <meta name="robots" content="noindex, follow" />
      <h1 id="content-search-title" className="content-search__title">
        {q ? t('search.resultsFor', { q }) : t('search.title')}
      </h1>
      <form ref={form.formRef} className="content-search__form" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="content-search-input">
          {t('search.label')}
        </label>
        <input
          id="content-search-input"
          className="content-search__input"
          type="search"
          name="q"
          value={form.values.q}
          placeholder={t('search.placeholder')}
          onChange={(event) => set('q', event.target.value)}
        />
        <button type="submit" className="btn">
          {t('search.submit')}
        </button>
      </form>
      {!q && <p className="content-search__note">{t('search.prompt')}</p>}
      {q && state.status === 'loading' && <ContentSkeleton locale={locale} />}
      {q && state.status === 'error' && <ContentError locale={locale} onRetry={retry} />}
      {q && state.status === 'ready' && state.data.length === 0 && <NothingFound query={q} locale={locale} />}
      {q && state.status === 'ready' && state.data.length > 0 && (
        <SearchResults hits={state.data} query={q} locale={locale} />
      )}
    </section>
  );
}
