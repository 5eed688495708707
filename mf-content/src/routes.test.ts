import { parseRoutes } from 'shared/routes/compose';
import { PAGES } from './exposed/Page';
import routes from './routes.json';

describe("mf-content's route table", () => {
  const table = parseRoutes('mf_content', routes);

  it('is a valid table whose every route its page module renders, and no other', () => {
    expect(table.every((route) => route.module === 'mf_content/Page')).toBe(true);
    expect(Object.keys(PAGES).sort()).toEqual(table.map((route) => route.id).sort());
  });

  it('has the paths of the site in both languages', () => {
    const contact = table.find((route) => route.id === 'contact');
    expect(contact).toMatchObject({ cs: '/kontakt', en: '/en/contact' });
    expect(table.find((route) => route.id === 'career')).toMatchObject({ cs: '/kariera', en: null });
  });
});
