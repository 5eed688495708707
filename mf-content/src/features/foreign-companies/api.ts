import type { Locale } from 'shared';
import {
  alternateOf,
  fetchItem,
  fetchList,
  fetchPageIntro,
  notFound,
  type Alternate,
  type PageIntro,
  type RawItem,
} from '../../common/api';
import { num, str } from '../../common/catalog/fields';

export const REGIONS = ['eu', 'non-eu', 'offshore'] as const;
export type Region = (typeof REGIONS)[number];

/** A jurisdiction with what its tab and its detail show. */
export interface Jurisdiction {
  id: number;
  slug: string;
  title: string;
  region: Region | null;
  perex: string | null;
  body: string | null;
  /** HTML behind 'more'. */
  more: string | null;
  price: number | null;
  durationDays: number | null;
  alternate: Alternate | null;
}

export function toJurisdiction(item: RawItem): Jurisdiction {
  const region = (REGIONS as readonly unknown[]).includes(item.region) ? (item.region as Region) : null;
  return {
    id: Number(item.id),
    slug: str(item, 'slug') ?? '',
    title: str(item, 'title') ?? '',
    region,
    perex: str(item, 'perex'),
    body: str(item, 'body'),
    more: str(item, 'more'),
    price: num(item, 'price'),
    durationDays: num(item, 'durationDays'),
    alternate: alternateOf(item.alternate),
  };
}

/**
 * The page's copy and every jurisdiction in full: the listing leaves the 'more' text out, so each
 * item is loaded too (a handful).
 */
export async function fetchJurisdictions(
  locale: Locale,
  signal: AbortSignal,
): Promise<{ intro: PageIntro; items: Jurisdiction[] }> {
  const [intro, list] = await Promise.all([
    fetchPageIntro('foreignCompanies', locale, signal),
    fetchList('foreign-company', locale, { limit: 100 }, signal),
  ]);
  const full = await Promise.all(
    list.items.map((item) => fetchItem('foreign-company', Number(item.id), locale, signal).catch(() => item)),
  );
  return { intro, items: full.map(toJurisdiction) };
}

export async function fetchJurisdiction(id: number | null, locale: Locale, signal: AbortSignal): Promise<Jurisdiction> {
  if (id === null) throw notFound();
  return toJurisdiction(await fetchItem('foreign-company', id, locale, signal));
}
