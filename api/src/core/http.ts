import type { FastifyRequest } from 'fastify';

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

/** Shared OpenAPI fragments. */
export const errorResponses = {
  error: { $ref: 'ApiError#' },
  validation: { $ref: 'ValidationError#' },
};

export const langQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['cs', 'en'], description: 'Language; anything else falls back to cs.' } },
} as const;
