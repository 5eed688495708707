import { getJson, type Locale, type RouteId, type RouteParams } from 'shared';
import type { ReadymadeOffer } from 'shared/validation';
import { fetchPageIntro, type PageIntro } from '../../common/api';
import { nonBlank } from '../../common/text';

export type Kind = NonNullable<ReadymadeOffer['kind']>;

/** A row of the ready-made table. */
export interface CompanyRow {
  id: number;
  name: string;
  special: boolean;
  ic: string | null;
  city: string | null;
  capital: number | null;
  /** ISO date (yyyy-mm-dd). */
  established: string | null;
  price: number | null;
  oldPrice: number | null;
  note: string | null;
  reserved: boolean;
}

export function toCompanyRow(item: ReadymadeOffer): CompanyRow {
  return {
    id: item.id,
    name: nonBlank(item.name) ?? nonBlank(item.title) ?? '',
    special: item.special === true,
    ic: nonBlank(item.ic),
    city: nonBlank(item.city),
    capital: item.capital ?? null,
    established: item.established ?? null,
    price: item.price ?? null,
    oldPrice: item.oldPrice ?? null,
    note: nonBlank(item.note),
    reserved: item.reserved,
  };
}

/** The date of establishment in the page's language, the same on server and client (UTC). */
export function formatDate(iso: string, locale: Locale): string {
  const [year, month, day] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day));
  return new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Which page copy and which kind a route shows (null: an unknown type). */
export function tableFor(routeId: RouteId, params: RouteParams): { key: string; kind: Kind | null } | null {
  if (routeId === 'readyMadeStartup') return { key: 'readyMadeStartup', kind: 'startup' };
  if (routeId === 'readyMadeType') {
    const kind = params.type;
    return kind === 'sro' || kind === 'as' || kind === 'se' ? { key: 'readyMade', kind } : null;
  }
  return { key: 'readyMade', kind: null };
}

export async function fetchCompanies(
  key: string,
  kind: Kind | null,
  locale: Locale,
  signal: AbortSignal,
): Promise<{ intro: PageIntro; rows: CompanyRow[] }> {
  const [intro, list] = await Promise.all([
    fetchPageIntro(key, locale, signal),
    getJson('/api/readymade', 'readymadeOffers', { locale, query: { kind: kind ?? undefined }, signal }),
  ]);
  return { intro, rows: list.data.map(toCompanyRow) };
}
