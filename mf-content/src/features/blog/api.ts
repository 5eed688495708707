import { getJson, type Locale } from 'shared';
import type { BlogPost } from 'shared/validation';
import { titled, type Alternate } from '../../common/api';
import { nonBlank } from '../../common/text';

export const PAGE_SIZE = 6;

export interface Category {
  id: number;
  name: string;
  slug: string;
}

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  perex: string | null;
  /** ISO date (YYYY-MM-DD) or null. */
  publishedAt: string | null;
  tags: string[];
  podcast: boolean;
  categoryIds: number[];
}

export interface Post extends PostSummary {
  /** HTML; rendered through `SafeHtml`. */
  body: string | null;
  audioUrl: string | null;
  /** WebVTT captions of the episode; the post's text is its transcript either way. */
  captionsUrl: string | null;
  image: string | null;
  alternate: Alternate | null;
}

function toSummary(post: BlogPost): PostSummary | null {
  const title = nonBlank(post.title);
  const slug = nonBlank(post.slug);
  if (!title || !slug) return null;
  return {
    id: post.id,
    slug,
    title,
    perex: nonBlank(post.perex),
    publishedAt: post.publishedAt ?? null,
    tags: post.tags ?? [],
    podcast: post.podcast === true,
    categoryIds: post.categoryIds ?? [],
  };
}

/** `GET /api/blog/categories/list?lang=` → `[{ id, name, slug, alternate }]`. */
export async function fetchCategories(locale: Locale, signal?: AbortSignal): Promise<Category[]> {
  const categories = await getJson('/api/blog/categories/list', 'blogCategories', { locale, signal });
  return categories.flatMap(({ id, name, slug }) => (nonBlank(name) && nonBlank(slug) ? [{ id, name, slug }] : []));
}

/** One page of posts, newest first, optionally of one category. */
export async function fetchPosts(
  locale: Locale,
  options: { categoryId?: number; page: number; limit?: number },
  signal?: AbortSignal,
): Promise<{ posts: PostSummary[]; total: number }> {
  const limit = options.limit ?? PAGE_SIZE;
  const { data, meta } = await getJson('/api/content/blog-post', 'blogPostList', {
    locale,
    query: { category: options.categoryId, limit, offset: (options.page - 1) * limit },
    signal,
  });
  return { posts: data.map(toSummary).filter((post): post is PostSummary => post !== null), total: meta.total };
}

export async function fetchPost(id: number, locale: Locale, signal?: AbortSignal): Promise<Post> {
  const { data } = await getJson(`/api/content/blog-post/${id}`, 'blogPostDetail', { locale, signal });
  const post = titled(data);
  const summary = toSummary(post);
  if (!summary) throw new Error('A post without a title or slug');
  return {
    ...summary,
    body: nonBlank(post.body),
    audioUrl: nonBlank(post.audioUrl),
    captionsUrl: nonBlank(post.captionsUrl),
    image: nonBlank(post.imageUrl),
    alternate: post.alternate,
  };
}

/** Two other posts: of the post's first category first, then the newest. */
export async function fetchRelated(post: PostSummary, locale: Locale, signal?: AbortSignal): Promise<PostSummary[]> {
  const others = (posts: PostSummary[]) => posts.filter((p) => p.id !== post.id);
  const sameCategory = post.categoryIds[0]
    ? others((await fetchPosts(locale, { categoryId: post.categoryIds[0], page: 1, limit: 3 }, signal)).posts)
    : [];
  if (sameCategory.length >= 2) return sameCategory.slice(0, 2);
  const newest = others((await fetchPosts(locale, { page: 1, limit: 4 }, signal)).posts);
  const seen = new Set(sameCategory.map((p) => p.id));
  return [...sameCategory, ...newest.filter((p) => !seen.has(p.id))].slice(0, 2);
}

/** A date in the page's language, the same on the server and in the browser (UTC). */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
