import { api, type Locale, type RouteId, type RouteParams } from 'shared';
import { fetchPageIntro, type PageIntro, type RawItem } from '../../common/api';
import { flag, num, str } from '../../common/catalog/fields';

export const KINDS = ['sro', 'as', 'se', 'startup'] as const;
export type Kind = (typeof KINDS)[number];

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

export function toCompanyRow(item: RawItem): CompanyRow {
  const established = str(item, 'established');
  return {
    id: Number(item.id),
    name: str(item, 'name') ?? str(item, 'title') ?? '',
    special: flag(item, 'special'),
    ic: str(item, 'ic'),
    city: str(item, 'city'),
    capital: num(item, 'capital'),
    established: established && /^\d{4}-\d{2}-\d{2}/.test(established) ? established.slice(0, 10) : null,
    price: num(item, 'price'),
    oldPrice: num(item, 'oldPrice'),
    note: str(item, 'note'),
    reserved: flag(item, 'reserved'),
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
  const search = new URLSearchParams({ lang: locale });
  if (kind) search.set('kind', kind);
  const [intro, list] = await Promise.all([
    fetchPageIntro(key, locale, signal),
    api.get<{ data?: RawItem[] }>(`/api/readymade?${search.toString()}`, { signal }),
  ]);
  const items = Array.isArray(list.data?.data) ? list.data.data : [];
  return { intro, rows: items.map(toCompanyRow) };
}
