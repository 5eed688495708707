import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { requestLocale } from './locale';

/** 429 `too_many_requests` in the request's language; `retryAfter` (s) also goes to the body. */
export function tooManyRequests(request: FastifyRequest, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(
    429,
    'too_many_requests',
    requestLocale(request) === 'en'
      ? `Too many requests, try again in ${seconds} s.`
      : `Příliš mnoho požadavků, zkuste to znovu za ${seconds} s.`,
    { retryAfter: seconds },
  );
}

/** The `X-Site-Url` header when it is an absolute http(s) URL of sane length. */
export function siteUrlOf(request: FastifyRequest): string | null {
  const value = request.headers['x-site-url'];
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A request's address as a path of this site for a `Location` header: one leading `/`, never `//`
 * or a backslash after it, which a browser reads as another host (`//evil.example/p`). A request
 * may name any path (`GET //x//evil.example/p`), so every redirect the site makes to an address
 * built from one goes through here.
 */
export function sitePath(url: string | undefined): string {
  return '/' + (url ?? '/').replace(/^[/\\]+/, '');
}
