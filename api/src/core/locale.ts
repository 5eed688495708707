import type { FastifyRequest } from 'fastify';
import { toLocale, type Locale } from 'shared/constants';
import { isRecord } from './guards';

/**
 * The language of an API request, decided here alone: the route's `{locale}` path segment where it
 * has one (`/api/cart/{locale}`), else `?lang=`; any other text (a repeated parameter included), or
 * none, is cs. Headers play no part: the same address is the same answer, whoever's browser asks.
 * Reads the path and query as sent or as validated (both keep `locale` and `lang`), so hooks that
 * run before validation and the error handler see the language the route does.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const params: unknown = request.params;
  if (isRecord(params) && params.locale !== undefined) return toLocale(params.locale);
  const query: unknown = request.query;
  return toLocale(isRecord(query) ? query.lang : undefined);
}
