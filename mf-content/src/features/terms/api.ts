import type { Locale } from 'shared';
import { alternateOf, fetchItem, fetchList, textOf, type Alternate } from '../../common/api';

export type TermKind = 'dictionary' | 'glossary';
export const TERM_TYPE = { dictionary: 'dictionary-term', glossary: 'glossary-term' } as const;

export interface TermSummary {
  id: number;
  slug: string;
  title: string;
}

export interface Term extends TermSummary {
  /** HTML; rendered through `SafeHtml`. */
  body: string | null;
  alternate: Alternate | null;
}

/** Every term of a kind (a few dozen: the letter filter works on the whole list). */
export async function fetchTerms(kind: TermKind, locale: Locale, signal?: AbortSignal): Promise<TermSummary[]> {
  const { items } = await fetchList(TERM_TYPE[kind], locale, { limit: 500 }, signal);
  return items.flatMap((raw) => {
    const title = textOf(raw.title);
    const slug = textOf(raw.slug);
    return title && slug ? [{ id: Number(raw.id), slug, title }] : [];
  });
}

export async function fetchTerm(kind: TermKind, id: number, locale: Locale, signal?: AbortSignal): Promise<Term> {
  const raw = await fetchItem(TERM_TYPE[kind], id, locale, signal);
  return {
    id,
    slug: textOf(raw.slug) ?? '',
    title: textOf(raw.title) ?? '',
    body: textOf(raw.body),
    alternate: alternateOf(raw.alternate),
  };
}
