import { parseRoutes } from 'shared/routes/compose';
import { REMOTES } from 'shared/composition';
import routes from './routes.json';

describe("mf-forms' route table", () => {
  it('is a valid table whose pages are modules mf-forms exposes', () => {
    const table = parseRoutes('mf_forms', routes);
    const exposed = Object.keys(REMOTES.find((remote) => remote.name === 'mf_forms')?.modules ?? {});
    expect(table.map((route) => route.module.split('/')[1])).toEqual(
      expect.arrayContaining(['ContactFormPage', 'LoginPage', 'AccountPage', 'InboxPage']),
    );
    for (const route of table) expect(exposed).toContain(route.module.split('/')[1]);
    // The staff inbox: staff only, drawn in the plain layout (none of the site's marketing frame).
    expect(table.find((route) => route.id === 'adminEnquiries')).toMatchObject({ access: 'staff', layout: 'simple' });
  });
});
