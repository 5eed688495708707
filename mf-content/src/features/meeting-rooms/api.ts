import type { Locale } from 'shared';
import {
  alternateOf,
  fetchItem,
  fetchList,
  fetchPageIntro,
  notFound,
  type Alternate,
  type PageIntro,
  type RawItem,
} from '../../common/api';
import { flag, num, str, strings } from '../../common/catalog/fields';

/** A row of the meeting-room listing. */
export interface RoomRow {
  id: number;
  slug: string;
  title: string;
  city: string | null;
  address: string | null;
  capacity: number | null;
  equipment: string[];
  price: number | null;
  period: string | null;
  /** Open to everyone, not only to clients. */
  isPublic: boolean;
}

export function toRoomRow(item: RawItem): RoomRow {
  return {
    id: Number(item.id),
    slug: str(item, 'slug') ?? '',
    title: str(item, 'title') ?? '',
    city: str(item, 'city'),
    address: str(item, 'address'),
    capacity: num(item, 'capacity'),
    equipment: strings(item, 'equipment'),
    price: num(item, 'price'),
    period: str(item, 'period'),
    isPublic: flag(item, 'public'),
  };
}

export async function fetchRooms(locale: Locale, signal: AbortSignal): Promise<{ intro: PageIntro; rows: RoomRow[] }> {
  const [intro, list] = await Promise.all([
    fetchPageIntro('meetingRooms', locale, signal),
    fetchList('meeting-room', locale, { limit: 100 }, signal),
  ]);
  return { intro, rows: list.items.map(toRoomRow) };
}

export interface RoomDetail extends RoomRow {
  body: string | null;
  imageUrl: string | null;
  alternate: Alternate | null;
}

export async function fetchRoom(id: number | null, locale: Locale, signal: AbortSignal): Promise<RoomDetail> {
  if (id === null) throw notFound();
  const item = await fetchItem('meeting-room', id, locale, signal);
  return {
    ...toRoomRow(item),
    body: str(item, 'body'),
    imageUrl: str(item, 'imageUrl'),
    alternate: alternateOf(item.alternate),
  };
}
