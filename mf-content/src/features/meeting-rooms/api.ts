import { getJson, type Locale } from 'shared';
import type { MeetingRoom } from 'shared/validation';
import { fetchPageIntro, notFound, titled, type Alternate, type PageIntro } from '../../common/api';
import { nonBlank } from '../../common/text';

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

export function toRoomRow(item: MeetingRoom): RoomRow {
  return {
    id: item.id,
    slug: nonBlank(item.slug) ?? '',
    title: nonBlank(item.title) ?? '',
    city: nonBlank(item.city),
    address: nonBlank(item.address),
    capacity: item.capacity ?? null,
    equipment: (item.equipment ?? []).filter((thing) => thing !== ''),
    price: item.price ?? null,
    period: nonBlank(item.period),
    isPublic: item.public === true,
  };
}

export async function fetchRooms(locale: Locale, signal: AbortSignal): Promise<{ intro: PageIntro; rows: RoomRow[] }> {
  const [intro, list] = await Promise.all([
    fetchPageIntro('meetingRooms', locale, signal),
    getJson('/api/content/meeting-room', 'meetingRoomList', { locale, query: { limit: 100 }, signal }),
  ]);
  return { intro, rows: list.data.map(toRoomRow) };
}

export interface RoomDetail extends RoomRow {
  body: string | null;
  imageUrl: string | null;
  alternate: Alternate | null;
}

export async function fetchRoom(id: number | null, locale: Locale, signal: AbortSignal): Promise<RoomDetail> {
  if (id === null) throw notFound();
  const { data } = await getJson(`/api/content/meeting-room/${id}`, 'meetingRoomDetail', {
    locale,
    signal,
  });
  const item = titled(data);
  return {
    ...toRoomRow(item),
    body: nonBlank(item.body),
    imageUrl: nonBlank(item.imageUrl),
    alternate: item.alternate,
  };
}
