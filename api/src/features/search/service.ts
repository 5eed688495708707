import { sql, type SqlBool } from 'kysely';
import { otherLocale, type Locale } from 'shared/constants';
import type { SearchHit } from 'shared/validation';
import type { Db } from '../../db/connection';

/** Folds diacritics and case in JavaScript the same way app_normalize() does in SQL. */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').replace(/[øØ]/g, 'o').toLowerCase();
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Items of every content type (but blog categories) of a language whose text holds every word of
 * `text` (at most 8 words), case and diacritics ignored; those with the first word in the title first.
 */
export async function search(db: Db, text: string, locale: Locale, limit: number): Promise<SearchHit[]> {
  const words = normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  const first = words[0];
  if (first === undefined) return [];

  let query = db
    .selectFrom('content_translations as t')
    .leftJoin('content_translations as a', (j) =>
      j.onRef('a.type', '=', 't.type').onRef('a.item_id', '=', 't.item_id').on('a.locale', '=', otherLocale(locale)),
    )
    .where('t.locale', '=', locale)
    .where('t.type', '!=', 'blog-category');
  for (const w of words) query = query.where(sql<SqlBool>`t.search_norm like ${`%${escapeLike(w)}%`}`);
  const rows = await query
    .select([
      't.type',
      't.item_id as id',
      't.slug',
      't.title',
      't.search_text',
      't.fields',
      'a.slug as alt_slug',
      sql<number>`case when app_normalize(t.title) like ${`%${escapeLike(first)}%`} then 0 else 1 end`.as('rank'),
    ])
    .orderBy('rank')
    .orderBy('t.type')
    .orderBy('t.item_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    type: r.type,
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: excerpt(typeof r.fields.perex === 'string' && r.fields.perex ? r.fields.perex : r.search_text, first),
    alternate: r.alt_slug ? { locale: otherLocale(locale), id: r.id, slug: r.alt_slug } : null,
  }));
}

/** About 200 characters of plain text around the first match. */
function excerpt(text: string, word: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= 200) return plain;
  const at = normalize(plain).indexOf(word);
  const start = at > 80 ? at - 80 : 0;
  return `${start > 0 ? '…' : ''}${plain.slice(start, start + 200).trim()}…`;
}
