import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, toLocale, type Locale } from 'shared/constants';
import { isRecord } from './guards';

/** The first known language of an Accept-Language header, if any. */
export function headerLocale(header: string | undefined): Locale | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return undefined;
}

/**
 * The request's language: `?lang=` (any text other than a known language is cs), else the first
 * known tag of Accept-Language, else cs. Reads the query as sent or as validated: both keep `lang`.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query: unknown = request.query;
  const lang = isRecord(query) ? query.lang : undefined;
  if (typeof lang === 'string' && lang !== '') return toLocale(lang);
  return headerLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
