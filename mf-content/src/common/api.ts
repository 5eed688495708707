import { api, ApiError, isLocale, type Locale } from 'shared';

/** The other language's id and slug of an item (null when it is not translated). */
export interface Alternate {
  locale: Locale;
  id: number;
  slug: string;
}

export type RawItem = Record<string, unknown>;

/** The API's 404, for answers that hold nothing to show and ids that cannot exist. */
export function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'Content not found');
}

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function alternateOf(value: unknown): Alternate | null {
  if (typeof value !== 'object' || value === null) return null;
  const { locale, id, slug } = value as RawItem;
  if (!isLocale(locale) || typeof slug !== 'string' || !slug) return null;
  const numericId = typeof id === 'number' ? id : Number(id);
  return Number.isInteger(numericId) && numericId > 0 ? { locale, id: numericId, slug } : null;
}

/** A positive whole id from a route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The introduction of a listing page: `GET /api/content/page/key/{key}?lang=`. */
export interface PageIntro {
  title: string;
  perex: string | null;
  /** Plain text for the meta description: the page's own, else its perex. */
  description: string | null;
  /** HTML; rendered through `SafeHtml`. */
  body: string | null;
}

export async function fetchPageIntro(key: string, locale: Locale, signal?: AbortSignal): Promise<PageIntro> {
  const { data } = await api.get<{ data?: RawItem }>(
    `/api/content/page/key/${encodeURIComponent(key)}?lang=${locale}`,
    { signal },
  );
  const title = textOf(data?.data?.title);
  if (!data?.data || !title) throw notFound();
  const perex = textOf(data.data.perex);
  return { title, perex, description: textOf(data.data.metaDescription) ?? perex, body: textOf(data.data.body) };
}

/** A list of content items: `GET /api/content/{type}?lang=&…` → `{ data, meta: { total } }`. */
export async function fetchList(
  type: string,
  locale: Locale,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<{ items: RawItem[]; total: number }> {
  const search = new URLSearchParams({ lang: locale });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const { data } = await api.get<{ data?: RawItem[]; meta?: { total?: number } }>(
    `/api/content/${type}?${search.toString()}`,
    { signal },
  );
  const items = Array.isArray(data?.data) ? data.data : [];
  return { items, total: typeof data?.meta?.total === 'number' ? data.meta.total : items.length };
}

/** One item: `GET /api/content/{type}/{id}?lang=` → `{ data: item }`. */
export async function fetchItem(type: string, id: number, locale: Locale, signal?: AbortSignal): Promise<RawItem> {
  const { data } = await api.get<{ data?: RawItem }>(`/api/content/${type}/${id}?lang=${locale}`, { signal });
  if (!data?.data || !textOf(data.data.title)) throw notFound();
  return data.data;
}
