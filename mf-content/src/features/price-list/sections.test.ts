import { contentItem } from '../../common/testing/answers';
import { isOfficeSection, toSection } from './api';

describe('price-list sections', () => {
  it('maps columns and rows', () => {
    const section = toSection(
      contentItem('pricelist-section', {
        id: 8,
        slug: 'likvidace',
        title: 'Likvidace',
        order: 8,
        columns: ['Služba', 'Cena'],
        items: [{ label: 'Likvidace s.r.o.', values: ['24 900 Kč'] }],
        alternate: { locale: 'en', id: 8, slug: 'liquidation' },
      }),
    );
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

  it('gives a section without its fields no columns, no rows and the first place', () => {
    expect(toSection(contentItem('pricelist-section', { id: 9, slug: 'x', title: 'X' }))).toMatchObject({
      order: 0,
      columns: [],
      rows: [],
      alternate: null,
    });
  });
});
