// API answers for the pages' tests, in the shapes the API's response schemas give them: a test
// names what it is about and the builders fill in the rest.
import type { ContentType, Locale } from 'shared';
import type { ContentItem } from 'shared/validation';

type ItemFields = { id: number; title: string } & Partial<ContentItem>;

/** A content item of `type`: the fields every item has (no translation unless given), then `fields`. */
export function contentItem<T extends ContentType, F extends ItemFields>(type: T, fields: F) {
  const common = { locale: 'cs' as Locale, slug: `item-${fields.id}`, alternate: null as ContentItem['alternate'] };
  return { ...common, ...fields, type };
}

/** `{ data: item }` of a detail. */
export const detail = <T>(item: T) => ({ data: item });

/** `{ data: items, meta }` of a list (all of it on one page). */
export const list = <T>(items: T[], locale: Locale = 'cs') => ({
  data: items,
  meta: { total: items.length, limit: 100, offset: 0, locale },
});

/** The answer of `GET /api/content/page/key/{key}`: the page's copy. */
export const pageAnswer = (fields: Partial<ContentItem> & { title: string }) =>
  detail(contentItem('page', { id: 1, ...fields }));
