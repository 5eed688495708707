import type { FastifyReply, FastifyRequest } from 'fastify';

/** Plain HTTP on the machine itself (a local trial): the only place cookies go without `Secure`. */
export function isPlainLocalhost(request: FastifyRequest): boolean {
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

/** `; Secure` when the request's cookies are secure (see `secureCookies`), else nothing. */
export function secureAttribute(request: FastifyRequest): string {
  return secureCookies(request) ? '; Secure' : '';
}

/**
 * Adds one Set-Cookie header to the answer, after any set before. (Fastify appends every value given
 * for `set-cookie`, so the headers already set are never passed again.)
 */
export function appendCookie(reply: FastifyReply, value: string): void {
  reply.header('set-cookie', value);
}
