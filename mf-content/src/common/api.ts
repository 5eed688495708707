import { ApiError, getJson, type Locale } from 'shared';
import type { ContentItem } from 'shared/validation';
import { nonBlank } from './text';

/** The other language's id and slug of an item. */
export type Alternate = NonNullable<ContentItem['alternate']>;

/** The API's 404, for answers that hold nothing to show and ids that cannot exist. */
export function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'Content not found');
}

/** The item of a detail answer; one without a title has nothing to show (the API's 404). */
export function titled<T extends { title: string }>(item: T): T {
  if (!nonBlank(item.title)) throw notFound();
  return item;
}

/** A positive whole id from a route parameter, or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The id of a detail page's address (`params.id`); one that cannot exist is the API's 404. */
export function detailId(value: string | undefined): number {
  const id = idParam(value);
  if (id === null) throw notFound();
  return id;
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
  const { data } = await getJson(`/api/content/page/key/${encodeURIComponent(key)}`, 'pageDetail', {
    locale,
    signal,
  });
  const { title } = titled(data);
  const perex = nonBlank(data.perex);
  return { title, perex, description: nonBlank(data.metaDescription) ?? perex, body: nonBlank(data.body) };
}
