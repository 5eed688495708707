import { getJson, type ContentType, type Locale } from 'shared';
import type { ContentDocument as DocumentItem, PageSection } from 'shared/validation';
import { titled, type Alternate } from '../../common/api';
import type { FaqPair } from '../../common/faq/Faq';
import { nonBlank } from '../../common/text';

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
  sections: PageSection[];
  /** Frequent questions with plain-text answers (none for most pages). */
  faq: FaqPair[];
  alternate: Alternate | null;
}

/** What a type has besides its title: the perex, a description of its own, the text (HTML). */
function textsOf(item: DocumentItem): Pick<ContentDocument, 'perex' | 'description' | 'body' | 'sections' | 'faq'> {
  const none = { perex: null, description: null, body: null, sections: [], faq: [] };
  switch (item.type) {
    case 'page':
      return {
        perex: nonBlank(item.perex),
        description: nonBlank(item.metaDescription),
        body: nonBlank(item.body),
        sections: (item.sections ?? [])
          .map((section) => ({ heading: nonBlank(section.heading) ?? '', body: nonBlank(section.body) ?? '' }))
          .filter((section) => section.heading !== '' || section.body !== ''),
        faq: (item.faq ?? []).filter((pair) => nonBlank(pair.question) && nonBlank(pair.answer)),
      };
    case 'blog-post':
    case 'foreign-company':
      return { ...none, perex: nonBlank(item.perex), body: nonBlank(item.body) };
    // A virtual office's text is what it includes.
    case 'virtual-office':
      return { ...none, perex: nonBlank(item.perex), body: nonBlank(item.included) };
    case 'glossary-term':
    case 'dictionary-term':
    case 'meeting-room':
      return { ...none, body: nonBlank(item.body) };
  }
}

function toDocument(item: DocumentItem): ContentDocument {
  const { title } = titled(item);
  const texts = textsOf(item);
  return {
    ...texts,
    id: item.id,
    slug: nonBlank(item.slug),
    title,
    description: texts.description ?? texts.perex,
    alternate: item.alternate,
  };
}

/** One item: `GET /api/content/{type}/{id}?lang=` → `{ data: item }`. */
export async function fetchContentItem(
  type: ContentType,
  id: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ContentDocument> {
  const { data } = await getJson(`/api/content/${type}/${id}`, 'contentDocument', { locale, signal });
  return toDocument(data);
}

/**
 * The page of a route, found by its key (the route id, `data.key` of the seed's page.json):
 * `GET /api/content/page/key/{key}?lang=`.
 */
export async function fetchPageByKey(key: string, locale: Locale, signal?: AbortSignal): Promise<ContentDocument> {
  const { data } = await getJson(`/api/content/page/key/${encodeURIComponent(key)}`, 'pageDetail', {
    locale,
    signal,
  });
  return toDocument(data);
}
