import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { isRecord } from './guards';

/** 429 `too_many_requests` in the request's language; `retryAfter` (s) also goes to the body. */
export function tooManyRequests(request: FastifyRequest, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const query: unknown = request.query;
  const en = request.headers['accept-language']?.startsWith('en') || (isRecord(query) && query.lang === 'en');
  return new HttpError(
    429,
    'too_many_requests',
    en ? `Too many requests, try again in ${seconds} s.` : `Příliš mnoho požadavků, zkuste to znovu za ${seconds} s.`,
    { retryAfter: seconds },
  );
}

/** One cookie's value from the Cookie header. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
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
