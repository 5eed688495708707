import type { FastifyPluginAsync } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { otherLocale, requestLocale } from '../../core/locale';
import { jsonSchema, parseWith } from '../../core/validation';

const searchQuery = z.object({
  q: z.string({ error: 'required' }).trim().max(200, { error: 'max' }),
  lang: z.string().optional(),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, { error: 'numeric' })
    .optional(),
});

/** Folds diacritics and case in JavaScript the same way app_normalize() does in SQL. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').replace(/[øØ]/g, 'o').toLowerCase();
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Full-text search over every content type of a language; diacritics and case are ignored, every word must match',
        querystring: jsonSchema(searchQuery),
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    type: { type: 'string' },
                    id: { type: 'integer' },
                    slug: { type: 'string' },
                    title: { type: 'string' },
                    excerpt: { type: 'string' },
                    alternate: { $ref: 'Alternate#' },
                  },
                },
              },
              meta: {
                type: 'object',
                properties: { q: { type: 'string' }, total: { type: 'integer' }, locale: { type: 'string' } },
              },
            },
          },
          422: { $ref: 'ValidationError#' },
        },
      },
    },
    async (request) => {
      const query = parseWith(searchQuery, request.query, request);
      const locale = requestLocale(request);
      const limit = Math.min(100, Math.max(1, Number(query.limit ?? 50)));
      const words = normalize(query.q)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0)
        .slice(0, 8);
      if (words.length === 0) return { data: [], meta: { q: query.q, total: 0, locale } };

      const first = words[0]!;
      let q = app.ctx.db
        .selectFrom('content_translations as t')
        .leftJoin('content_translations as a', (j) =>
          j
            .onRef('a.type', '=', 't.type')
            .onRef('a.item_id', '=', 't.item_id')
            .on('a.locale', '=', otherLocale(locale)),
        )
        .where('t.locale', '=', locale)
        .where('t.type', '!=', 'blog-category');
      for (const w of words) q = q.where(sql<SqlBool>`t.search_norm like ${`%${escapeLike(w)}%`}`);
      const rows = await q
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
      const data = rows.map((r) => ({
        type: r.type,
        id: r.id,
        slug: r.slug,
        title: r.title,
        excerpt: excerpt(typeof r.fields.perex === 'string' && r.fields.perex ? r.fields.perex : r.search_text, first),
        alternate: r.alt_slug ? { locale: otherLocale(locale), id: r.id, slug: r.alt_slug } : null,
      }));
      return { data, meta: { q: query.q, total: data.length, locale } };
    },
  );
};

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
