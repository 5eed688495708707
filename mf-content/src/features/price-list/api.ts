import { currentScope, getJson, type Locale } from 'shared';
import type { PricelistSection } from 'shared/validation';
import { fetchPageIntro, type Alternate, type PageIntro } from '../../common/api';
import { nonBlank } from '../../common/text';

interface PriceRow {
  label: string;
  values: string[];
}

export interface PriceSection {
  slug: string;
  title: string;
  order: number;
  columns: string[];
  rows: PriceRow[];
  alternate: Alternate | null;
}

const filled = (texts: string[] | undefined) => (texts ?? []).filter((text) => text !== '');

export function toSection(item: PricelistSection): PriceSection {
  return {
    slug: nonBlank(item.slug) ?? '',
    title: nonBlank(item.title) ?? '',
    order: item.order ?? 0,
    columns: filled(item.columns),
    rows: (item.items ?? []).map((row) => ({ label: nonBlank(row.label) ?? '', values: filled(row.values) })),
    alternate: item.alternate,
  };
}

/** Virtual-office price sections, switched by city inside one tab. */
export const isOfficeSection = (section: PriceSection) => /^(virtualni-sidla|virtual-offices)/.test(section.slug);

export interface PriceList {
  intro: PageIntro;
  sections: PriceSection[];
}

// Switching a section changes the URL and mounts the page again: in the browser the list, once
// loaded, is kept per language so that the switch does not load it again. The server loads it for
// every request (a changed price shows without a restart).
const loaded = new Map<Locale, PriceList>();

export async function fetchPriceList(locale: Locale, signal: AbortSignal): Promise<PriceList> {
  const inBrowser = currentScope() === undefined;
  const cached = inBrowser ? loaded.get(locale) : undefined;
  if (cached) return cached;
  const [intro, list] = await Promise.all([
    fetchPageIntro('priceList', locale, signal),
    getJson('/api/content/pricelist-section', 'pricelistSectionList', { locale, query: { limit: 100 }, signal }),
  ]);
  const sections = list.data.map(toSection).filter((s) => s.slug && s.title);
  sections.sort((a, b) => a.order - b.order);
  const result = { intro, sections };
  if (inBrowser) loaded.set(locale, result);
  return result;
}
