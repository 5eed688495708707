import type { FormEvent } from 'react';
import {
  pathFor,
  SafeHtml,
  type Locale,
  type PageLoaderArgs,
  type PageProps,
  Link,
  useNavigate,
  useSearchParams,
  useTranslation,
  PageHead,
} from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { useForm } from 'shared/forms';
import { fetchPageIntro } from '../../common/api';
import { describeText } from '../../common/head/describeText';
import { FilterNav } from '../../common/FilterNav';
import { PageState } from '../../common/PageState';
import { fetchCategories, fetchPosts, PAGE_SIZE, type Category } from './api';
import { ArticleCard } from './ArticleCard';
import './translations';
import './blog.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

/**
 * The blog's own plain search box: a GET form to the search page (without scripts too); with them,
 * submitting moves there through the router. What was typed before the page hydrated is kept.
 */
function BlogSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  const navigate = useNavigate();
  const form = useForm({ q: '' });
  const action = pathFor('search', locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = form.values.q.trim();
    if (q) void navigate(`${action}?${new URLSearchParams({ q }).toString()}`);
  };
  return (
    <form ref={form.formRef} className="blog-search" role="search" action={action} method="get" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="blog-search-input">
        {t('blog.searchLabel')}
      </label>
      <input
        id="blog-search-input"
        type="search"
        name="q"
        value={form.values.q}
        placeholder={t('blog.searchPlaceholder')}
        onChange={(event) => form.set('q', event.target.value)}
      />
      <button type="submit" className="btn">
        {t('blog.searchSubmit')}
      </button>
    </form>
  );
}

function query(category: string | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function CategoryFilter({
  locale,
  categories,
  current,
}: {
  locale: Locale;
  categories: Category[];
  current: string | null;
}) {
  const { t } = useTranslation('content', { lng: locale });
  const base = pathFor('blog', locale);
  return (
    <FilterNav
      className="blog-categories"
      label={t('blog.categories')}
      base={base}
      all={t('blog.allCategories')}
      current={current}
    >
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={base + query(category.slug, 1)} aria-current={current === category.slug ? 'true' : undefined}>
            {category.name}
          </Link>
        </li>
      ))}
    </FilterNav>
  );
}

/** The blog's page of the address: its category (`?category=`) and page number (`?page=`). */
function blogPageOf(search: URLSearchParams) {
  const categorySlug = search.get('category');
  const page = Math.max(1, Math.min(1000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  return { categorySlug, page };
}

export async function loader({ locale, url, signal }: PageLoaderArgs) {
  const { categorySlug, page } = blogPageOf(url.searchParams);
  const [intro, categories] = await Promise.all([
    fetchPageIntro('blog', locale, signal),
    fetchCategories(locale, signal),
  ]);
  const category = categories.find((c) => c.slug === categorySlug) ?? null;
  const { posts, total } = await fetchPosts(locale, { categoryId: category?.id, page }, signal);
  return { intro, categories, category, posts, total };
}

/** The blog's list depends on its category and page number only. */
export const shouldRevalidate = reloadOn({ search: ['category', 'page'] });

/** The blog: introduction, search box, category filter (`?category=`), article cards, paging (`?page=`). */
export default function BlogPage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const [search] = useSearchParams();
  const { page } = blogPageOf(search);
  const { state, retry } = usePageData<typeof loader>();

  if (state.status !== 'ready') return <PageState state={state} locale={locale} onRetry={retry} />;
  const { intro, categories, category, posts, total } = state.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const base = pathFor('blog', locale);
  const title = category ? `${intro.title}: ${category.name}` : intro.title;

  return (
    <section className="container blog-page" aria-labelledby="blog-title">
      <PageHead
        title={page > 1 ? t('blog.pageTitle', { title, page }) : title}
        description={describeText(intro.perex ?? intro.body)}
        path={base + query(category?.slug ?? null, page)}
      />
      <h1 id="blog-title">{intro.title}</h1>
      <SafeHtml className="blog-page__intro" html={intro.body} />
      <BlogSearch locale={locale} />
      <CategoryFilter locale={locale} categories={categories} current={category?.slug ?? null} />
      <p className="blog-page__count" role="status">
        {posts.length > 0 ? t('blog.count', { count: total }) : t('blog.empty')}
      </p>
      <div className="blog-grid">
        {posts.map((post) => (
          <ArticleCard key={post.id} post={post} locale={locale} />
        ))}
      </div>
      {pages > 1 && (
        <nav className="blog-paging" aria-label={t('blog.paging')}>
          <ul>
            {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
              <li key={n}>
                <Link
                  to={base + query(category?.slug ?? null, n)}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={t('blog.pageN', { page: n })}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
