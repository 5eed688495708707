import { pathFor, type Locale, Link, useTranslation } from 'shared';
import { formatDate, type PostSummary } from './api';

/** An article card: tags, title (the link), date in the page's language, podcast flag, perex. */
export function ArticleCard({
  post,
  locale,
  headingLevel = 2,
}: {
  post: PostSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('content', { lng: locale });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      {post.tags.length > 0 && (
        <ul className="blog-card__tags" aria-label={t('blog.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <Heading className="blog-card__title">
        <Link to={pathFor('blogPost', locale, { id: String(post.id), slug: post.slug })}>{post.title}</Link>
      </Heading>
      <p className="blog-card__meta">
        {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>}
        {post.podcast && <span className="blog-card__podcast">{t('blog.podcast')}</span>}
      </p>
      {post.perex && <p className="blog-card__perex">{post.perex}</p>}
    </article>
  );
}
