import { screen } from '@testing-library/react';
import { useAlternates } from 'shared';
import { apiError, http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import { pageAnswer } from '../../common/testing/answers';
import ContentPage, { loader as contentPageLoader } from './ContentPage';

describe('ContentPage: detail items and parameterised listings', () => {
  it('loads a detail item by id and publishes its alternate-language path', async () => {
    server.use(
      http.get('*/api/content/virtual-office/1', () =>
        HttpResponse.json({
          data: {
            id: 1,
            type: 'virtual-office',
            locale: 'en',
            slug: 'prague-1-wenceslas-square',
            title: 'Prague 1 – Wenceslas Square',
            perex: 'A prestigious address in the city centre.',
            included: '<ul><li>Mail handling</li></ul>',
            alternate: { locale: 'cs', id: 1, slug: 'praha-1-vaclavske-namesti' },
          },
        }),
      ),
    );
    const path = '/en/virtual-headquarters/1/prague-1-wenceslas-square';

    renderWithProviders(
      <ContentPage routeId="virtualOffice" locale="en" params={{ id: '1', slug: 'prague-1-wenceslas-square' }} />,
      { loader: contentPageLoader, path },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Prague 1 – Wenceslas Square' })).toBeInTheDocument();
    expect(screen.getByText('Mail handling')).toBeInTheDocument();
    expect(requests({ path: '/api/content/virtual-office/1' })[0]?.query.get('lang')).toBe('en');
    expect(useAlternates.getState().forPath).toBe(path);
    expect(useAlternates.getState().paths).toEqual({
      cs: '/virtualni-sidla/1/praha-1-vaclavske-namesti',
      en: '/en/virtual-headquarters/1/prague-1-wenceslas-square',
    });
  });

  it('shows not found when a detail item answers 404', async () => {
    server.use(http.get('*/api/content/:type/:id', () => apiError(404, 'not_found', 'Content not found')));
    renderWithProviders(<ContentPage routeId="glossaryTerm" locale="cs" params={{ id: '999', slug: 'nic' }} />, {
      loader: contentPageLoader,
      path: '/glossary/999/nic',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    const [request] = requests({ path: /^\/api\/content\// });
    expect(request?.path).toBe('/api/content/glossary-term/999');
    expect(request?.query.get('lang')).toBe('cs');
  });

  it('shows not found without asking the API when the id cannot exist', async () => {
    renderWithProviders(<ContentPage routeId="meetingRoom" locale="cs" params={{ id: '0', slug: 'x' }} />, {
      loader: contentPageLoader,
      path: '/pronajem-zasedacich-mistnosti/0/x',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('shows the city page of Prague virtual offices for /virtualni-sidla/prague', async () => {
    server.use(
      http.get('*/api/content/page/key/:key', () =>
        HttpResponse.json(pageAnswer({ id: 11, title: 'Virtuální sídla Praha', body: '<p>Adresy v Praze</p>' })),
      ),
    );
    renderWithProviders(<ContentPage routeId="virtualOfficesCity" locale="cs" params={{ city: 'prague' }} />, {
      loader: contentPageLoader,
      path: '/virtualni-sidla/prague',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtuální sídla Praha' })).toBeInTheDocument();
    expect(requests().map((r) => r.url)).toEqual(['/api/content/page/key/virtualOfficesPrague?lang=cs']);
  });
});
