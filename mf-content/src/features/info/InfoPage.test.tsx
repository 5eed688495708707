import { screen } from '@testing-library/react';
import { useAlternates } from 'shared';
import { http, HttpResponse, networkError, renderWithProviders, requests, server } from 'shared/testing';
import { contentItem, list } from '../../common/testing/answers';
import InfoPage, { loader as infoPageLoader } from './InfoPage';

const infoPage = (answer: () => Response) => server.use(http.get('*/api/info/page/:id', answer));

/** An info page as the API answers it. */
const page = (fields: { id: number; text: string; title?: string; slug?: string }) => ({
  locale: 'cs',
  slug: `info-${fields.id}`,
  title: `Info ${fields.id}`,
  alternate: null,
  ...fields,
});

describe('InfoPage', () => {
  it('loads /api/info/page/1?lang=en and shows its title and text', async () => {
    infoPage(() =>
      HttpResponse.json({
        id: 1,
        locale: 'en',
        slug: 'privacy-policy',
        title: 'Privacy policy',
        text: '<p>We process personal data <strong>lawfully</strong>.</p><script>window.__pwned = 1</script>',
        alternate: { locale: 'cs', id: 1, slug: 'ochrana-osobnich-udaju' },
      }),
    );
    const path = '/en/info/1/privacy-policy';

    const { container } = renderWithProviders(
      <InfoPage routeId="info" locale="en" params={{ id: '1', slug: 'privacy-policy' }} />,
      { loader: infoPageLoader, path },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(requests({ path: '/api/info/page/1' }).map((r) => r.url)).toEqual(['/api/info/page/1?lang=en']);
    expect(screen.getByText('lawfully')).toBeInTheDocument();
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(useAlternates.getState()).toMatchObject({
      forPath: path,
      paths: { cs: '/info/1/ochrana-osobnich-udaju', en: '/en/info/1/privacy-policy' },
    });
  });

  it('uses a generic title when the answer has none, and lists the other Smart Point topics', async () => {
    infoPage(() => HttpResponse.json(page({ id: 3, title: '', text: '<p>Smart Point: účetnictví a daně.</p>' })));
    server.use(
      http.get('*/api/content/info-page', () =>
        HttpResponse.json({
          ...list(
            [
              { id: 1, slug: 'zasady', title: 'Zásady ochrany osobních údajů' },
              { id: 3, slug: 'vedeni-ucetnictvi', title: 'Vedení účetnictví' },
              { id: 4, slug: 'danove-poradenstvi', title: 'Daňové poradenství' },
            ].map((topic) => contentItem('info-page', topic)),
          ),
        }),
      ),
    );
    renderWithProviders(<InfoPage routeId="info" locale="cs" params={{ id: '3', slug: 'info-3' }} />, {
      loader: infoPageLoader,
      path: '/info/3/info-3',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informace' })).toBeInTheDocument();
    expect(screen.getByText('Smart Point: účetnictví a daně.')).toBeInTheDocument();
    expect(requests({ path: '/api/info/page/3' }).map((r) => r.url)).toEqual(['/api/info/page/3?lang=cs']);
    expect(screen.getByRole('link', { name: 'Daňové poradenství' })).toHaveAttribute(
      'href',
      '/info/4/danove-poradenstvi',
    );
    expect(screen.queryByRole('link', { name: 'Vedení účetnictví' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Zpět na Smart Point' })).toHaveAttribute('href', '/smartpoint');
  });

  it('shows not found when the info page has no text', async () => {
    infoPage(() => HttpResponse.json(page({ id: 9, text: '' })));
    server.use(http.get('*/api/content/info-page', () => HttpResponse.json(list([]))));
    renderWithProviders(<InfoPage routeId="info" locale="en" params={{ id: '9', slug: 'gone' }} />, {
      loader: infoPageLoader,
      path: '/en/info/9/gone',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the info page fails to load', async () => {
    infoPage(() => networkError());
    renderWithProviders(<InfoPage routeId="info" locale="en" params={{ id: '1', slug: 'privacy-policy' }} />, {
      loader: infoPageLoader,
      path: '/en/info/1/privacy-policy',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page content could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
