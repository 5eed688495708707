import { alphabet, groupByLetter, letterOf, letterParam, sortTitles } from './letters';

describe('letters', () => {
  it('puts Ch after H and keeps Č, Ř, Š, Ž as letters of their own in Czech', () => {
    const cs = alphabet('cs');
    expect(cs.indexOf('CH')).toBe(cs.indexOf('H') + 1);
    expect(cs.indexOf('Č')).toBe(cs.indexOf('C') + 1);
    expect(cs).toContain('Ř');
    expect(alphabet('en')).toHaveLength(26);
  });

  it.each([
    ['Chráněná dílna', 'cs', 'CH'],
    ['Chartered accountant', 'en', 'C'],
    ['Čestné prohlášení', 'cs', 'Č'],
    ['Čestné prohlášení', 'en', 'C'],
    ['Úřední ověření podpisu', 'cs', 'U'],
    ['Řízení', 'cs', 'Ř'],
    ['Živnostenské oprávnění', 'cs', 'Ž'],
    ['IČO', 'cs', 'I'],
    ['  akcie', 'cs', 'A'],
    ['1. máj', 'cs', null],
    ['', 'cs', null],
  ] as const)('%j in %s is under %s', (title, locale, letter) => {
    expect(letterOf(title, locale)).toBe(letter);
  });

  it('reads the letter of the query in either case, null for all and unknown values', () => {
    expect(letterParam('ch', 'cs')).toBe('CH');
    expect(letterParam('č', 'cs')).toBe('Č');
    expect(letterParam('Č', 'en')).toBeNull();
    expect(letterParam(null, 'cs')).toBeNull();
    expect(letterParam('all', 'en')).toBeNull();
  });

  it('sorts and groups in Czech order', () => {
    const titles = [
      'Prokura',
      'Chata',
      'Hotové výdaje',
      'Předmět podnikání',
      'Cena',
      'Čestné prohlášení',
      'Insolvence',
    ];
    const items = titles.map((title) => ({ title }));
    expect(sortTitles(items, 'cs').map((i) => i.title)).toEqual([
      'Cena',
      'Čestné prohlášení',
      'Hotové výdaje',
      'Chata',
      'Insolvence',
      'Prokura',
      'Předmět podnikání',
    ]);
    const { groups, letters } = groupByLetter(items, 'cs');
    expect([...letters]).toEqual(['C', 'Č', 'H', 'CH', 'I', 'P']);
    expect(groups.get('P')?.map((i) => i.title)).toEqual(['Prokura', 'Předmět podnikání']);
  });
});
