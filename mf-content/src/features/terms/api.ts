import { getJson, type Locale } from 'shared';
import { titled, type Alternate } from '../../common/api';
import { nonBlank } from '../../common/text';

export type TermKind = 'dictionary' | 'glossary';
const TERM_TYPE = { dictionary: 'dictionary-term', glossary: 'glossary-term' } as const;

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
  const { data } = await getJson(`/api/content/${TERM_TYPE[kind]}`, 'termList', {
    locale,
    query: { limit: 500 },
    signal,
  });
  return data.flatMap(({ id, slug, title }) => (nonBlank(title) && nonBlank(slug) ? [{ id, slug, title }] : []));
}

export async function fetchTerm(kind: TermKind, id: number, locale: Locale, signal?: AbortSignal): Promise<Term> {
  const { data } = await getJson(`/api/content/${TERM_TYPE[kind]}/${id}`, 'termDetail', {
    locale,
    signal,
  });
  const term = titled(data);
  return {
    id,
    slug: nonBlank(term.slug) ?? '',
    title: term.title,
    body: nonBlank(term.body),
    alternate: term.alternate,
  };
}
