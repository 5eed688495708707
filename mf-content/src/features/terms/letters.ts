import type { Locale } from 'shared';

/** The letters of the filter: Czech order with Č, Ch after H, Ř, Š, Ž; English A–Z. */
const CS_LETTERS = 'A B C Č D E F G H CH I J K L M N O P Q R Ř S Š T U V W X Y Z Ž'.split(' ');
const EN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Czech letters with their own place in the alphabet; other accents sort with the base letter. */
const CS_OWN = new Set(['Č', 'Ř', 'Š', 'Ž']);

export function alphabet(locale: Locale): string[] {
  return locale === 'cs' ? CS_LETTERS : EN_LETTERS;
}

/** The letter a title is filed under ('Chráněná…' under CH in Czech, 'Účetnictví' under U). */
export function letterOf(title: string, locale: Locale): string | null {
  const upper = title.trim().toLocaleUpperCase(locale);
  if (locale === 'cs' && upper.startsWith('CH')) return 'CH';
  const first = upper.charAt(0);
  if (!first) return null;
  if (locale === 'cs' && CS_OWN.has(first)) return first;
  const base = first.normalize('NFD').replace(/\p{M}/gu, '');
  return alphabet(locale).includes(base) ? base : null;
}

/** The letter of a `?letter=` value, or null for 'all' and anything not in the alphabet. */
export function letterParam(value: string | null, locale: Locale): string | null {
  if (!value) return null;
  const upper = value.toLocaleUpperCase(locale);
  return alphabet(locale).includes(upper) ? upper : null;
}

/** Sorts in the language's order (Czech: Ch after H, Č after C). */
export function sortTitles<T extends { title: string }>(items: readonly T[], locale: Locale): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(a.title, b.title));
}

/** Items grouped by letter, and the letters that have at least one item. */
export function groupByLetter<T extends { title: string }>(items: readonly T[], locale: Locale) {
  const groups = new Map<string, T[]>();
  for (const item of sortTitles(items, locale)) {
    const letter = letterOf(item.title, locale);
    if (!letter) continue;
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return { groups, letters: new Set(groups.keys()) };
}
