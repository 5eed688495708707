import { fireEvent, screen } from '@testing-library/react';
import { api, bus } from 'shared';
import { ok, renderWithProviders } from '../../../test/render';
import Page from '../../app/Page';

let get: jest.SpyInstance;
afterEach(() => get?.mockRestore());

describe('SearchPage', () => {
  it('searches for ?q= and links each hit to its page', async () => {
    get = jest.spyOn(api, 'get').mockImplementation((() =>
      ok({
        data: [
          {
            type: 'page',
            id: 4,
            slug: 'likvidace-spolecnosti',
            title: 'Likvidace společnosti',
            excerpt: 'Likvidace od 44 500 Kč.',
          },
          {
            type: 'virtual-office',
            id: 1,
            slug: 'praha-1-vaclavske-namesti',
            title: 'Praha 1 – Václavské náměstí',
            excerpt: '',
          },
        ],
        meta: { total: 2 },
      })) as never);

    renderWithProviders(<Page routeId="search" locale="cs" params={{}} />, '/hledani?q=likvidace');

    expect(await screen.findByRole('link', { name: 'Likvidace společnosti' })).toHaveAttribute(
      'href',
      '/likvidace-spolecnosti',
    );
    expect(screen.getByRole('link', { name: 'Praha 1 – Václavské náměstí' })).toHaveAttribute(
      'href',
      '/virtualni-sidla/1/praha-1-vaclavske-namesti',
    );
    expect(screen.getByText('Nalezli jsme 2 výsledky.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/search?q=likvidace&lang=cs', expect.anything());
  });

  it('submits a new query to the localized search path', async () => {
    get = jest.spyOn(api, 'get').mockImplementation((() => ok({ data: [] })) as never);
    const submitted = jest.fn();
    const off = bus.on('search:submitted', submitted);
    renderWithProviders(<Page routeId="search" locale="en" params={{}} />, '/en/search');

    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search term' }), { target: { value: 'office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/en/search?q=office');
    expect(submitted).toHaveBeenCalledWith({ query: 'office' });
    expect(
      await screen.findByText('We found nothing for “office”. Try a different or more general word.'),
    ).toBeInTheDocument();
    off();
  });
});
