import type { Locale } from 'shared/constants';
import type { Banners, InfoPage, Setting } from 'shared/validation';
import type { Db } from '../../db/connection';
import { getContentItem } from '../content/service';

/** The settings of a language as name/value pairs, by name. */
export async function listSettings(db: Db, locale: Locale): Promise<Setting[]> {
  const rows = await db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('locale', '=', locale)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ name: r.name, value: r.value }));
}

/** An info page (content type `info-page`) with its HTML text, or null. */
export async function getInfoPage(db: Db, id: number, locale: Locale): Promise<InfoPage | null> {
  const item = await getContentItem(db, 'info-page', id, locale);
  if (!item) return null;
  return {
    id: item.id,
    locale: item.locale,
    slug: item.slug,
    title: item.title,
    text: typeof item.text === 'string' ? item.text : '',
    alternate: item.alternate,
  };
}

/** The URL a banner image is served at: `/api/media/{path}/{image}`. */
function mediaUrl(path: string, image: string): string {
  const joined = [path.replace(/^\/+|\/+$/g, ''), image.replace(/^\/+/, '')].filter(Boolean).join('/');
  return `/api/media/${joined}`;
}

/** The banners of a language keyed by their key, each with its image URL. */
export async function listBanners(db: Db, locale: Locale): Promise<Banners> {
  const rows = await db.selectFrom('banners').selectAll().where('locale', '=', locale).execute();
  const out: Banners = {};
  for (const r of rows) {
    out[r.key] = { title: r.title, url: r.url, path: r.path, image: r.image, src: mediaUrl(r.path, r.image) };
  }
  return out;
}
