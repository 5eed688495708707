/**
 * Constants the front end and the API both rely on, defined once. Free of zod and React, so the
 * server, the validation schemas and every remote can import them at no cost.
 */

/** The site's languages: Czech (default, no path prefix) and English (under `/en`). */
export const LOCALES = ['cs', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cs';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** Any value other than a known locale falls back to the default. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'cs' ? 'en' : 'cs';
}

/** Phone prefixes the forms offer; the empty one means "typed as part of the number". */
export const PHONE_PREFIXES = [
  '+420',
  '+421',
  '+49',
  '+44',
  '+36',
  '+43',
  '+48',
  '+33',
  '+40',
  '+386',
  '+385',
  '',
] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/** Attachments of an enquiry: how many, how large, and which kinds the server accepts. */
export const UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  /** The `accept` list of the file input; the server checks the bytes, not the name. */
  accept: '.pdf,.jpg,.jpeg,.png,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv',
} as const;

/** Every content type the database holds (`content_items.type`). */
export const CONTENT_TYPES = [
  'page',
  'blog-post',
  'blog-category',
  'glossary-term',
  'dictionary-term',
  'virtual-office',
  'meeting-room',
  'readymade-company',
  'foreign-company',
  'pricelist-section',
  'info-page',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: unknown): value is ContentType {
  return (CONTENT_TYPES as readonly unknown[]).includes(value);
}

/**
 * The browser's login session cookie (HttpOnly, SameSite=Lax): set and read by the server only, so
 * no script of the page ever holds the session. The front end knows only whether one is present
 * on the server's side of a render.
 */
export const SESSION_COOKIE = 'sid';

/** The phone number sent with an enquiry: prefix and digits without spaces, or '' without digits. */
export function joinPhone(prefix: string, number: string): string {
  const digits = number.replace(/\s+/g, '');
  return digits ? prefix + digits : '';
}
