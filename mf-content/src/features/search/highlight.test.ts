import { highlight, queryWords } from './highlight';

const marks = (text: string, query: string) =>
  highlight(text, query)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('highlight', () => {
  it.each([
    ['Sídlo firmy v Brně od 700 Kč', 'sidlo brno', ['Sídlo']],
    ['Virtuální sídla Brno', 'sidlo brno', ['Brno']],
    ['Virtuální sídla Brno', 'SÍDLA brno', ['sídla', 'Brno']],
    ['Účetnictví a daně', 'ucetnictvi', ['Účetnictví']],
    ['Office in Prague, prague 8', 'prague', ['Prague', 'prague']],
    ['Nothing here', 'sidlo', []],
    ['a b c', 'a', []],
  ])('%j for %j marks %j', (text, query, expected) => {
    expect(marks(text, query)).toEqual(expected);
  });

  it('keeps the whole text, in order, as text', () => {
    const text = '<b>Sídlo</b> & Brno';
    expect(
      highlight(text, 'sidlo')
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(highlight('', 'x')).toEqual([]);
  });

  it('folds and deduplicates the query words', () => {
    expect(queryWords('  Sídlo sidlo  Brno ')).toEqual(['sidlo', 'brno']);
  });
});
