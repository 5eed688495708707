import { getJson, type Locale } from 'shared';
import { notFound, type Alternate } from '../../common/api';
import { nonBlank } from '../../common/text';

/** The Smart Point topics among the info pages. */
const SMART_POINT_TOPICS = { first: 3, last: 12 } as const;

export const isSmartPointTopic = (id: number) => id >= SMART_POINT_TOPICS.first && id <= SMART_POINT_TOPICS.last;

export interface InfoPage {
  id: number;
  slug: string | null;
  title: string | null;
  /** HTML; rendered through `SafeHtml`. */
  text: string;
  alternate: Alternate | null;
}

export interface InfoLink {
  id: number;
  slug: string;
  title: string;
}

/** `GET /api/info/page/{id}?lang=` → `{ id, locale, slug, title, text, alternate }`; a page without text is not found. */
export async function fetchInfoPage(id: number, locale: Locale, signal?: AbortSignal): Promise<InfoPage> {
  const page = await getJson(`/api/info/page/${id}`, 'infoPage', { locale, signal });
  const text = nonBlank(page.text);
  if (text === null) throw notFound();
  return { id, slug: nonBlank(page.slug), title: nonBlank(page.title), text, alternate: page.alternate };
}

/** The Smart Point topics, in id order. */
export async function fetchTopics(locale: Locale, signal?: AbortSignal): Promise<InfoLink[]> {
  const { data } = await getJson('/api/content/info-page', 'contentList', {
    locale,
    query: { limit: 100 },
    signal,
  });
  return data
    .flatMap(({ id, slug, title }) =>
      nonBlank(slug) && nonBlank(title) && isSmartPointTopic(id) ? [{ id, slug, title }] : [],
    )
    .sort((a, b) => a.id - b.id);
}
