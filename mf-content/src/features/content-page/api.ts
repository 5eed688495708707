import { api, ApiError, isLocale, type ContentType, type Locale } from 'shared';
import type { FaqPair } from '../../common/faq/Faq';

interface ContentSection {
  heading: string;
  body: string;
}

/** The other language's id and slug of an item (api: `Alternate`). */
interface ContentAlternate {
  locale: Locale;
  id: number;
  slug: string;
}

/** What a content page shows, whatever the endpoint it came from. */
export interface ContentDocument {
  id: number;
  slug: string | null;
  title: string;
  perex: string | null;
  /** Plain text for the meta description: the item's own, else its perex. */
  description: string | null;
  /** HTML; always rendered through `SafeHtml`. */
  body: string | null;
  sections: ContentSection[];
  /** Frequent questions with plain-text answers (none for most pages). */
  faq: FaqPair[];
  alternate: ContentAlternate | null;
}

/**
 * The answer holds nothing to show (no item, no title, no text), or the route's id cannot exist:
 * the same as the API's 404, so the page shows its not-found state.
 */
export function contentNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'Content not found');
}

type RawItem = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function toAlternate(value: unknown): ContentAlternate | null {
  if (typeof value !== 'object' || value === null) return null;
  const { locale, id, slug } = value as Record<string, unknown>;
  if (!isLocale(locale) || typeof slug !== 'string' || !slug) return null;
  const numericId = typeof id === 'number' ? id : Number(id);
  return Number.isInteger(numericId) && numericId > 0 ? { locale, id: numericId, slug } : null;
}

function toSections(value: unknown): ContentSection[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
    .map((s) => ({ heading: text(s.heading) ?? '', body: text(s.body) ?? '' }))
    .filter((s) => s.heading !== '' || s.body !== '');
}

function toFaq(value: unknown): FaqPair[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((pair: unknown) => {
    if (typeof pair !== 'object' || pair === null) return [];
    const question = text((pair as RawItem).question);
    const answer = text((pair as RawItem).answer);
    return question && answer ? [{ question, answer }] : [];
  });
}

/** Normalise an item of any content type: `body`, else `included` (virtual offices), else `text` (info pages). */
function toDocument(raw: RawItem): ContentDocument {
  const title = text(raw.title);
  if (!title) throw contentNotFound();
  return {
    id: Number(raw.id),
    slug: text(raw.slug),
    title,
    perex: text(raw.perex),
    description: text(raw.metaDescription) ?? text(raw.perex),
    body: text(raw.body) ?? text(raw.included) ?? text(raw.text),
    sections: toSections(raw.sections),
    faq: toFaq(raw.faq),
    alternate: toAlternate(raw.alternate),
  };
}

function query(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  return search.toString();
}

/** One item: `GET /api/content/{type}/{id}?lang=` → `{ data: item }`. */
export async function fetchContentItem(
  type: ContentType,
  id: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ContentDocument> {
  const { data } = await api.get<{ data?: RawItem }>(`/api/content/${type}/${id}?${query({ lang: locale })}`, {
    signal,
  });
  if (!data?.data) throw contentNotFound();
  return toDocument(data.data);
}

/**
 * The page of a route, found by its key (the route id, `data.key` of the seed's page.json):
 * `GET /api/content/page/key/{key}?lang=`.
 */
export async function fetchPageByKey(key: string, locale: Locale, signal?: AbortSignal): Promise<ContentDocument> {
  const { data } = await api.get<{ data?: RawItem }>(
    `/api/content/page/key/${encodeURIComponent(key)}?${query({ lang: locale })}`,
    { signal },
  );
  if (!data?.data) throw contentNotFound();
  return toDocument(data.data);
}
