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
import { articleJsonLd, breadcrumbJsonLd } from '../../common/head/jsonLd';
import { trailFromHome } from '../../common/head/trail';
import { describeText } from '../../common/head/describeText';
import { PageState } from '../../common/PageState';
import { fetchCategories, fetchPost, fetchRelated, formatDate } from './api';
import { ArticleCard } from './ArticleCard';
import './translations';
import './blog.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export async function loader({ locale, params, signal }: PageLoaderArgs) {
  const id = detailId(params.id);
  const [post, categories, intro] = await Promise.all([
    fetchPost(id, locale, signal),
    fetchCategories(locale, signal),
    fetchPageIntro('blog', locale, signal),
  ]);
  const related = await fetchRelated(post, locale, signal).catch(() => []);
  return { post, categories, related, blogTitle: intro.title };
}

/** A post is found by its id: another slug is the same post. */
export const shouldRevalidate = reloadOn({ params: ['id'] });

/** A blog post (`/blog/{id}/{slug?}`): text, date, tags, category, podcast player, two related posts. */
export default function PostPage({ locale, params }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const origin = useOrigin();
  const { state, retry } = usePageData<typeof loader>();
  // The translation is linked for search engines; the language switch still goes to the other home.
  useCanonicalDetail('blogPost', null, locale, params.slug, state.status === 'ready' ? state.data.post : null);

  if (state.status !== 'ready') return <PageState state={state} locale={locale} onRetry={retry} />;
  const { post, categories, related, blogTitle } = state.data;
  const path = pathFor('blogPost', locale, { id: String(post.id), slug: post.slug });
  const blogPath = pathFor('blog', locale);
  const description = post.perex ?? describeText(post.body);
  const postCategories = categories.filter((c) => post.categoryIds.includes(c.id));
  const trail = trailFromHome(locale, t('blog.home'), { name: blogTitle, path: blogPath }, { name: post.title, path });

  return (
    <article className="container blog-post" aria-labelledby="post-title">
      <PageHead
        title={post.title}
        description={description}
        path={path}
        type="article"
        image={post.image}
        jsonLd={[
          articleJsonLd(origin, {
            title: post.title,
            description,
            path,
            published: post.publishedAt,
            locale,
            image: post.image,
          }),
          breadcrumbJsonLd(origin, trail),
        ]}
      />
      <p className="blog-post__back">
        <Link to={blogPath}>← {t('blog.back')}</Link>
      </p>
      <h1 id="post-title">{post.title}</h1>
      <p className="blog-card__meta">
        {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>}
        {post.podcast && <span className="blog-card__podcast">{t('blog.podcast')}</span>}
        {postCategories.map((category) => (
          <Link key={category.id} to={`${blogPath}?category=${encodeURIComponent(category.slug)}`}>
            {category.name}
          </Link>
        ))}
      </p>
      {post.tags.length > 0 && (
        <ul className="blog-card__tags" aria-label={t('blog.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {post.podcast && post.audioUrl && (
        <figure className="blog-post__player">
          <figcaption>{t('blog.listen')}</figcaption>
          <audio controls preload="none" src={post.audioUrl}>
            <track kind="captions" src={post.captionsUrl ?? undefined} srcLang={locale} label={t('blog.captions')} />
            <a href={post.audioUrl}>{t('blog.download')}</a>
          </audio>
        </figure>
      )}
      {post.perex && <p className="blog-post__perex">{post.perex}</p>}
      <SafeHtml className="blog-post__body" html={post.body} />
      {related.length > 0 && (
        <section className="blog-related" aria-labelledby="related-title">
          <h2 id="related-title">{t('blog.related')}</h2>
          <div className="blog-grid">
            {related.map((other) => (
              <ArticleCard key={other.id} post={other} locale={locale} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
