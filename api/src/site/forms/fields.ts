import type { FastifyRequest } from 'fastify';
import { sitePath } from '../../core/http';

/** A posted form's fields: every value of each name, in order. */
export type Fields = Record<string, string[]>;

/** The first value of a field, or an empty string. */
export const one = (fields: Fields, name: string) => fields[name]?.[0] ?? '';

/** The page the form was on, with `flag=value` added to its query (a success the page then says). */
export function backTo(request: FastifyRequest, flag?: [string, string]): string {
  const url = new URL(sitePath(request.raw.url), 'http://site.invalid');
  if (flag) url.searchParams.set(flag[0], flag[1]);
  return sitePath(url.pathname + url.search);
}
