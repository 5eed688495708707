import { z } from 'zod';
import { CONTENT_TYPES } from '../../constants';
import { alternateSchema, localeValueSchema } from './common';

/** A search hit: what it is, where it is, and about 200 characters of plain text around the match. */
const searchHitSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  alternate: alternateSchema,
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** GET /api/search. */
export const searchResultSchema = z.object({
  data: z.array(searchHitSchema),
  meta: z.object({ q: z.string(), total: z.int(), locale: localeValueSchema }),
});
