import type { FastifyRequest } from 'fastify';

export type Locale = 'cs' | 'en';
export const LOCALES: readonly Locale[] = ['cs', 'en'];
export const DEFAULT_LOCALE: Locale = 'cs';

/** Any value other than a known locale falls back to cs. */
export function toLocale(value: unknown): Locale {
  return value === 'en' || value === 'cs' ? value : DEFAULT_LOCALE;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'cs' ? 'en' : 'cs';
}

/** The request's language: `?lang=`, else the first known tag of Accept-Language, else cs. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = query?.lang;
  if (typeof lang === 'string' && lang !== '') return toLocale(lang);
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if (tag === 'cs' || tag === 'en') return tag;
    }
  }
  return DEFAULT_LOCALE;
}
