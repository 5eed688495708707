import { isOfficeSection, toSection } from './api';

describe('price-list sections', () => {
  it('maps columns and rows, dropping malformed rows', () => {
    const section = toSection({
      slug: 'likvidace',
      title: 'Likvidace',
      order: 8,
      columns: ['Služba', 'Cena'],
      items: [{ label: 'Likvidace s.r.o.', values: ['24 900 Kč'] }, null, 'x'],
      alternate: { locale: 'en', id: 8, slug: 'liquidation' },
    });
    expect(section).toEqual({
      slug: 'likvidace',
      title: 'Likvidace',
      order: 8,
      columns: ['Služba', 'Cena'],
      rows: [{ label: 'Likvidace s.r.o.', values: ['24 900 Kč'] }],
      alternate: { locale: 'en', id: 8, slug: 'liquidation' },
    });
    expect(isOfficeSection(section)).toBe(false);
    expect(isOfficeSection({ ...section, slug: 'virtual-offices-brno' })).toBe(true);
  });
});
