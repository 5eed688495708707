import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie, serializeDeletion, type AnyCookieKey } from 'shared/cookies';

/*
 * The API's side of the site's cookies: which request they come from, and where the answer puts
 * them. Their names, lifetimes, parsing and serializing are `shared/cookies`' alone.
 */

/** Plain HTTP on the machine itself (a local trial): the only place cookies go without `Secure`. */
function isPlainLocalhost(request: FastifyRequest): boolean {
  const host = request.hostname.replace(/^\[|\]$/g, '');
  return request.protocol === 'http' && (host === 'localhost' || host === '127.0.0.1' || host === '::1');
}

/**
 * Whether the cookies set in answer to this request carry `Secure`: always when the site's public
 * origin (`SITE_URL`) is https, whatever the request looked like on its way in; otherwise everywhere
 * but plain HTTP on the machine itself. The configured origin decides first because a form posted
 * without scripts is handed to its JSON endpoint inside the server, where the request names the
 * server's own host and plain HTTP, not the address the visitor used.
 */
export function secureCookies(request: FastifyRequest): boolean {
  const origin = request.server.hasDecorator('ctx') ? request.server.ctx.config.siteOrigin : null;
  return origin?.startsWith('https:') === true || !isPlainLocalhost(request);
}

/**
 * Adds one Set-Cookie header to the answer, after any set before. (Fastify appends every value given
 * for `set-cookie`, so the headers already set are never passed again.)
 */
export function appendCookie(reply: FastifyReply, value: string): void {
  reply.header('set-cookie', value);
}

/** One cookie of the request, as its `Cookie` header carries it; undefined when it has none. */
export function requestCookie(request: FastifyRequest, key: AnyCookieKey): string | undefined {
  return readCookie(request.headers.cookie, key);
}

/**
 * Sets a cookie in the answer with the table's lifetime, or `maxAge` seconds when given; `Secure`
 * as `secureCookies` decides.
 */
export function setResponseCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: AnyCookieKey,
  value: string,
  maxAge?: number,
): void {
  appendCookie(reply, serializeCookie(key, value, secureCookies(request), maxAge));
}

/** Removes a cookie of the visitor with the answer. */
export function clearResponseCookie(request: FastifyRequest, reply: FastifyReply, key: AnyCookieKey): void {
  appendCookie(reply, serializeDeletion(key, secureCookies(request)));
}
