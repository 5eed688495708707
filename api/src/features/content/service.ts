import { sql, type SqlBool } from 'kysely';
import { otherLocale, type ContentType, type Locale } from 'shared/constants';
import type { BlogCategory, ContentItem, ReadymadeCompany } from 'shared/validation';
import type { Db } from '../../db/connection';

/** Heavy HTML fields left out of list answers (the detail has them). */
const LIST_OMIT = new Set(['body', 'sections', 'more', 'text', 'faq']);

/** Language-independent `data` keys a list can be filtered by (`?city=brno`). */
type FilterKey = 'city' | 'kind' | 'region' | 'key' | 'country' | 'badge';

export interface ListFilters {
  filters: Partial<Record<FilterKey, string>>;
  category?: number;
  letter?: string;
  limit: number;
  offset: number;
}

interface Row {
  id: number;
  slug: string;
  title: string;
  fields: Record<string, unknown>;
  data: Record<string, unknown>;
  alt_slug: string | null;
  reserved: boolean;
}

function baseQuery(db: Db, type: ContentType, locale: Locale) {
  return db
    .selectFrom('content_translations as t')
    .innerJoin('content_items as i', (j) => j.onRef('i.type', '=', 't.type').onRef('i.id', '=', 't.item_id'))
    .leftJoin('content_translations as a', (j) =>
      j.onRef('a.type', '=', 't.type').onRef('a.item_id', '=', 't.item_id').on('a.locale', '=', otherLocale(locale)),
    )
    .leftJoin('readymade_reservations as r', (j) =>
      j
        .onRef('r.company_id', '=', 'i.id')
        .on('i.type', '=', 'readymade-company')
        // A pending reservation counts until it lapses; a confirmed one always.
        .on((eb) => eb.or([eb('r.status', '=', 'confirmed'), eb('r.expires_at', '>', sql<Date>`now()`)])),
    )
    .where('t.type', '=', type)
    .where('t.locale', '=', locale);
}

const columns = [
  't.item_id as id',
  't.slug',
  't.title',
  't.fields',
  'i.data',
  'a.slug as alt_slug',
  sql<boolean>`r.company_id is not null`.as('reserved'),
] as const;

function shape(type: ContentType, locale: Locale, row: Row, full: boolean): ContentItem {
  const fields = full ? row.fields : Object.fromEntries(Object.entries(row.fields).filter(([k]) => !LIST_OMIT.has(k)));
  const item: ContentItem = {
    ...row.data,
    ...fields,
    id: row.id,
    type,
    locale,
    slug: row.slug,
    title: row.title,
    alternate: row.alt_slug ? { locale: otherLocale(locale), id: row.id, slug: row.alt_slug } : null,
  };
  if (type === 'readymade-company') item.reserved = row.reserved;
  const image = row.data.image;
  if (typeof image === 'string' && image) item.imageUrl = `/api/media/${image.replace(/^\/+/, '')}`;
  return item;
}

export async function listContent(
  db: Db,
  type: ContentType,
  locale: Locale,
  options: ListFilters,
): Promise<{ data: ContentItem[]; total: number }> {
  const conditions: ReturnType<typeof sql<SqlBool>>[] = [];
  for (const [key, value] of Object.entries(options.filters)) {
    if (value !== undefined) conditions.push(sql<SqlBool>`i.data->>${key} = ${value}`);
  }
  if (options.category !== undefined)
    conditions.push(sql<SqlBool>`i.data->'categoryIds' @> ${JSON.stringify([options.category])}::jsonb`);
  if (options.letter) conditions.push(sql<SqlBool>`left(app_normalize(t.title), 1) = ${options.letter}`);

  let query = baseQuery(db, type, locale);
  for (const c of conditions) query = query.where(c);

  const totalRow = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
  let rowsQuery = query.select(columns);
  if (type === 'blog-post') rowsQuery = rowsQuery.orderBy(sql`i.data->>'publishedAt'`, 'desc');
  else if (type === 'glossary-term' || type === 'dictionary-term')
    rowsQuery = rowsQuery.orderBy(sql`app_normalize(t.title)`);
  else if (type === 'pricelist-section')
    rowsQuery = rowsQuery.orderBy(sql`(i.data->>'order')::numeric`, sql`asc nulls last`);
  const rows = (await rowsQuery.orderBy('t.item_id').limit(options.limit).offset(options.offset).execute()) as Row[];
  return { data: rows.map((r) => shape(type, locale, r, false)), total: totalRow?.total ?? 0 };
}

export async function getContentItem(
  db: Db,
  type: ContentType,
  id: number,
  locale: Locale,
): Promise<ContentItem | null> {
  const row = (await baseQuery(db, type, locale).where('t.item_id', '=', id).select(columns).executeTakeFirst()) as
    Row | undefined;
  return row ? shape(type, locale, row, true) : null;
}

/** A service page by its key (the route id it belongs to, `data.key`). */
export async function getPageByKey(db: Db, key: string, locale: Locale): Promise<ContentItem | null> {
  const row = (await baseQuery(db, 'page', locale)
    .where(sql<SqlBool>`i.data->>'key' = ${key}`)
    .select(columns)
    .executeTakeFirst()) as Row | undefined;
  return row ? shape('page', locale, row, true) : null;
}

export async function getContentBySlug(
  db: Db,
  type: ContentType,
  slug: string,
  locale: Locale,
): Promise<ContentItem | null> {
  const row = (await baseQuery(db, type, locale).where('t.slug', '=', slug).select(columns).executeTakeFirst()) as
    Row | undefined;
  return row ? shape(type, locale, row, true) : null;
}

/** Every ready-made company of a language (optionally of one `kind`), each saying whether it is reserved. */
export async function listReadymade(
  db: Db,
  locale: Locale,
  kind: string | undefined,
): Promise<{ data: ReadymadeCompany[]; total: number }> {
  const options: ListFilters = { filters: kind ? { kind: kind.slice(0, 20) } : {}, limit: 500, offset: 0 };
  const { data, total } = await listContent(db, 'readymade-company', locale, options);
  return { data: data.map((item) => ({ ...item, reserved: item.reserved === true })), total };
}

/** The blog categories of a language. */
export async function listBlogCategories(db: Db, locale: Locale): Promise<BlogCategory[]> {
  const { data } = await listContent(db, 'blog-category', locale, { filters: {}, limit: 500, offset: 0 });
  return data.map((c) => ({ id: c.id, name: c.title, slug: c.slug, alternate: c.alternate }));
}
