import { currentScope, type Locale } from 'shared';
import { alternateOf, fetchList, fetchPageIntro, type Alternate, type PageIntro, type RawItem } from '../../common/api';
import { num, str, strings } from '../../common/catalog/fields';

export interface PriceRow {
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

export function toSection(item: RawItem): PriceSection {
  const rows = Array.isArray(item.items) ? (item.items as unknown[]) : [];
  return {
    slug: str(item, 'slug') ?? '',
    title: str(item, 'title') ?? '',
    order: num(item, 'order') ?? 0,
    columns: strings(item, 'columns'),
    rows: rows
      .filter((row): row is RawItem => typeof row === 'object' && row !== null)
      .map((row) => ({ label: str(row, 'label') ?? '', values: strings(row, 'values') })),
    alternate: alternateOf(item.alternate),
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
    fetchList('pricelist-section', locale, { limit: 100 }, signal),
  ]);
  const sections = list.items.map(toSection).filter((s) => s.slug && s.title);
  sections.sort((a, b) => a.order - b.order);
  const result = { intro, sections };
  if (inBrowser) loaded.set(locale, result);
  return result;
}
