import type { Locale } from 'shared';

/**
 * A moment (ISO timestamp) as a date and time in the page's language, in the provider's time zone
 * (Prague), so the server's render and the browser's hydration write the same text wherever the
 * visitor is: "24. 11. 2026 10:05" / "24 Nov 2026, 10:05".
 */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    day: 'numeric',
    month: locale === 'cs' ? 'numeric' : 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Prague',
  }).format(new Date(iso));
}
