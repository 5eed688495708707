import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser sent the request from a page of another origin. Browsers say so in
 * `Sec-Fetch-Site` (anything but `same-origin`, or `none` for what the visitor typed or
 * bookmarked, is foreign); older ones only in `Origin`, compared with the request's own origin.
 * A request with neither header is no browser's cross-site request (an API client, a test).
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return origin !== `${request.protocol}://${request.host}`;
}

export const crossSiteRefused = () =>
  new HttpError(403, 'cross_site', 'Requests from another site may not change anything here.');

/**
 * Refuses (403 `cross_site`) a request from another site's page that would change something with
 * the visitor's session cookie: a login-CSRF or a forged change can then never ride on it. Safe
 * methods pass; `always` also checks safe ones (a GET that logs out).
 */
export function refuseCrossSite(request: FastifyRequest, carriesSession: boolean, always = false): void {
  if (!carriesSession) return;
  if (!always && SAFE_METHODS.has(request.method)) return;
  if (isCrossSite(request)) throw crossSiteRefused();
}
