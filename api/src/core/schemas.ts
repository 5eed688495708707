import { LOCALES, toLocale } from 'shared/constants';
import { MAX_DB_ID } from 'shared/validation';
import { z } from 'zod';

/*
 * Path and query values the API reads leniently: they never fail validation. What cannot be used
 * falls back as each says (a language to cs, an id to "not found", a number to its default), so
 * the only 422s are those of request bodies and of the search query. Each is typed by its
 * transform and documented by its metadata (the JSON Schema of the value the API understands).
 */

/** A value that never fails: `read` makes what the API understands of anything sent; `doc` documents that. */
export const lenient = <T>(read: (value: unknown) => T, doc: z.core.GlobalMeta) =>
  z.unknown().optional().transform(read).meta(doc);

/**
 * `?lang=`: the text as sent; cs and en are the languages, any other text means cs. A repeated
 * parameter counts as an unknown language (the empty text), as it always has.
 */
export const langValue = lenient(
  (value): string | undefined => (value === undefined || typeof value === 'string' ? value : ''),
  {
    type: 'string',
    enum: [...LOCALES],
    description: 'Language; anything else falls back to cs',
  },
);

/** The query of a route whose only parameter is the language. */
export const langQuery = z.object({ lang: langValue });

/** A language in the path: cs or en, anything else is cs. */
export const localeParam = lenient((value) => toLocale(value), {
  type: 'string',
  enum: [...LOCALES],
  description: 'Anything else falls back to cs',
});

const ID = /^[1-9][0-9]{0,8}$/;

/** A positive id of at most 9 digits as sent in a path or query, or undefined. */
export function toId(value: unknown): number | undefined {
  return typeof value === 'string' && ID.test(value) ? Number(value) : undefined;
}

/** A positive id (at most 9 digits) in the path or the query; anything else is undefined, answered as not found. */
export const idValue = (description = 'Anything else is not found') =>
  lenient(toId, {
    type: 'integer',
    minimum: 1,
    maximum: 999_999_999,
    description,
  });

/** A text of the query (undefined when absent or repeated), at most `maxLength` characters or ignored. */
export const textValue = (description: string, maxLength = 100) =>
  lenient((value) => (typeof value === 'string' && value !== '' && value.length <= maxLength ? value : undefined), {
    type: 'string',
    maxLength,
    description,
  });

/** An integer of the query clamped to `[min, max]`; missing, 0 or not a number is `fallback`. */
export const clampedInt = (min: number, max: number, fallback: number, description?: string) =>
  lenient((value) => Math.min(max, Math.max(min, Number.parseInt(String(value ?? fallback), 10) || fallback)), {
    type: 'integer',
    minimum: min,
    maximum: max,
    default: fallback,
    ...(description ? { description } : {}),
  });

/** The largest offset of a list: larger values are clamped (they would overflow PostgreSQL's bigint). */
export const MAX_OFFSET = MAX_DB_ID;
