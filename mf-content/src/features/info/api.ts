import { api, type Locale } from 'shared';
import { alternateOf, fetchList, notFound, textOf, type Alternate, type RawItem } from '../../common/api';

/** The Smart Point topics among the info pages. */
export const SMART_POINT_TOPICS = { first: 3, last: 12 } as const;

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

/** `GET /api/info/page/{id}?lang=` → `{ id, slug, title, text, alternate }`. */
export async function fetchInfoPage(id: number, locale: Locale, signal?: AbortSignal): Promise<InfoPage> {
  const { data } = await api.get<RawItem>(`/api/info/page/${id}?lang=${locale}`, { signal });
  const text = textOf(data?.text);
  if (!data || typeof data !== 'object' || text === null) throw notFound();
  return { id, slug: textOf(data.slug), title: textOf(data.title), text, alternate: alternateOf(data.alternate) };
}

/** The Smart Point topics, in id order. */
export async function fetchTopics(locale: Locale, signal?: AbortSignal): Promise<InfoLink[]> {
  const { items } = await fetchList('info-page', locale, { limit: 100 }, signal);
  return items
    .flatMap((raw) => {
      const id = Number(raw.id);
      const slug = textOf(raw.slug);
      const title = textOf(raw.title);
      return slug && title && isSmartPointTopic(id) ? [{ id, slug, title }] : [];
    })
    .sort((a, b) => a.id - b.id);
}
