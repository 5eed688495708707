import { getJson, homePath, pageAt, pathFor, type ContentType, type Locale, type RouteId } from 'shared';
import type { SearchHit } from 'shared/validation';

/** A hit: what it is, where it is, and its excerpt (plain text). */
export type { SearchHit };

/** `GET /api/search?q=&lang=` → `{ data: hits, meta }`. */
export async function searchContent(q: string, locale: Locale, signal?: AbortSignal): Promise<SearchHit[]> {
  const { data } = await getJson('/api/search', 'searchResult', { locale, query: { q }, signal });
  return data;
}

const DETAIL_ROUTE: Partial<Record<ContentType, RouteId>> = {
  'blog-post': 'blogPost',
  'glossary-term': 'glossaryTerm',
  'dictionary-term': 'dictionaryTerm',
  'virtual-office': 'virtualOffice',
  'meeting-room': 'meetingRoom',
  'foreign-company': 'foreignCompany',
  'info-page': 'info',
};

const LISTING_ROUTE: Partial<Record<ContentType, RouteId>> = {
  'readymade-company': 'readyMade',
  'pricelist-section': 'priceList',
};

/** The site path of a hit; a page's slug is its path in the locale (the home page's slug is not). */
export function hitPath(hit: SearchHit, locale: Locale): string {
  const detail = DETAIL_ROUTE[hit.type];
  if (detail) return pathFor(detail, locale, { id: String(hit.id), slug: hit.slug });
  const listing = LISTING_ROUTE[hit.type];
  if (listing) return pathFor(listing, locale);
  if (hit.type === 'page') {
    const candidate = (locale === 'en' ? '/en/' : '/') + hit.slug;
    const match = pageAt(candidate);
    if (match && match.locale === locale) return candidate;
  }
  return homePath(locale);
}
