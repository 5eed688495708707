import { getJson, type Locale } from 'shared';
import type { ForeignCompany } from 'shared/validation';
import { fetchPageIntro, notFound, titled, type Alternate, type PageIntro } from '../../common/api';
import { nonBlank } from '../../common/text';

export type Region = NonNullable<ForeignCompany['region']>;
export const REGIONS = ['eu', 'non-eu', 'offshore'] as const satisfies readonly Region[];

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

function toJurisdiction(item: ForeignCompany): Jurisdiction {
  return {
    id: item.id,
    slug: nonBlank(item.slug) ?? '',
    title: nonBlank(item.title) ?? '',
    region: item.region ?? null,
    perex: nonBlank(item.perex),
    body: nonBlank(item.body),
    more: nonBlank(item.more),
    price: item.price ?? null,
    durationDays: item.durationDays ?? null,
    alternate: item.alternate,
  };
}

/** One jurisdiction in full: `GET /api/content/foreign-company/{id}?lang=`. */
async function fetchJurisdictionItem(id: number, locale: Locale, signal: AbortSignal): Promise<ForeignCompany> {
  const { data } = await getJson(`/api/content/foreign-company/${id}`, 'foreignCompanyDetail', {
    locale,
    signal,
  });
  return titled(data);
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
    getJson('/api/content/foreign-company', 'foreignCompanyList', { locale, query: { limit: 100 }, signal }),
  ]);
  const full = await Promise.all(
    list.data.map((item) => fetchJurisdictionItem(item.id, locale, signal).catch(() => item)),
  );
  return { intro, items: full.map(toJurisdiction) };
}

export async function fetchJurisdiction(id: number | null, locale: Locale, signal: AbortSignal): Promise<Jurisdiction> {
  if (id === null) throw notFound();
  return toJurisdiction(await fetchJurisdictionItem(id, locale, signal));
}
