import { api, type Locale } from 'shared';
import { alternateOf, fetchItem, fetchList, textOf, type Alternate, type RawItem } from '../../common/api';

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

function toSummary(raw: RawItem): PostSummary | null {
  const title = textOf(raw.title);
  const slug = textOf(raw.slug);
  if (!title || !slug) return null;
  const date = textOf(raw.publishedAt);
  return {
    id: Number(raw.id),
    slug,
    title,
    perex: textOf(raw.perex),
    publishedAt: date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null,
    tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    podcast: raw.podcast === true,
    categoryIds: Array.isArray(raw.categoryIds) ? raw.categoryIds.map(Number).filter(Number.isInteger) : [],
  };
}

/** `GET /api/blog/categories/list?lang=` → `[{ id, name, slug }]`. */
export async function fetchCategories(locale: Locale, signal?: AbortSignal): Promise<Category[]> {
  const { data } = await api.get<RawItem[]>(`/api/blog/categories/list?lang=${locale}`, { signal });
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw) => {
    const name = textOf(raw.name);
    const slug = textOf(raw.slug);
    return name && slug ? [{ id: Number(raw.id), name, slug }] : [];
  });
}

/** One page of posts, newest first, optionally of one category. */
export async function fetchPosts(
  locale: Locale,
  options: { categoryId?: number; page: number; limit?: number },
  signal?: AbortSignal,
): Promise<{ posts: PostSummary[]; total: number }> {
  const limit = options.limit ?? PAGE_SIZE;
  const { items, total } = await fetchList(
    'blog-post',
    locale,
    { category: options.categoryId, limit, offset: (options.page - 1) * limit },
    signal,
  );
  return { posts: items.map(toSummary).filter((post): post is PostSummary => post !== null), total };
}

export async function fetchPost(id: number, locale: Locale, signal?: AbortSignal): Promise<Post> {
  const raw = await fetchItem('blog-post', id, locale, signal);
  const summary = toSummary({ ...raw, id });
  if (!summary) throw new Error('A post without a title or slug');
  return {
    ...summary,
    body: textOf(raw.body),
    audioUrl: textOf(raw.audioUrl),
    captionsUrl: textOf(raw.captionsUrl),
    image: textOf(raw.image),
    alternate: alternateOf(raw.alternate),
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
