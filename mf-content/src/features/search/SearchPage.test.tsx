import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, networkError, renderWithProviders, requests, server } from 'shared/testing';
import type { SearchHit } from 'shared/validation';
import SearchPage, { loader as searchPageLoader } from './SearchPage';

/** The answer of `GET /api/search`. */
const found = (data: SearchHit[], q = '') => ({ data, meta: { q, total: data.length, locale: 'cs' } });

const hits: SearchHit[] = [
  {
    type: 'page',
    id: 4,
    slug: 'likvidace-spolecnosti',
    title: 'Likvidace společnosti',
    excerpt: 'Likvidace od 44 500 Kč.',
    alternate: null,
  },
  {
    type: 'virtual-office',
    id: 1,
    slug: 'praha-1-vaclavske-namesti',
    title: 'Praha 1 – Václavské náměstí',
    excerpt: '',
    alternate: { locale: 'en', id: 1, slug: 'prague-1-wenceslas-square' },
  },
];

describe('SearchPage', () => {
  it('searches for ?q= and links each hit to its page', async () => {
    server.use(http.get('*/api/search', () => HttpResponse.json(found(hits, 'likvidace'))));

    renderWithProviders(<SearchPage routeId="search" locale="cs" params={{}} />, {
      loader: searchPageLoader,
      path: '/hledani?q=likvidace',
    });

    expect(await screen.findByRole('link', { name: 'Likvidace společnosti' })).toHaveAttribute(
      'href',
      '/likvidace-spolecnosti',
    );
    expect(screen.getByRole('link', { name: 'Praha 1 – Václavské náměstí' })).toHaveAttribute(
      'href',
      '/virtualni-sidla/1/praha-1-vaclavske-namesti',
    );
    expect(screen.getByText('Nalezli jsme 2 výsledky.')).toBeInTheDocument();
    expect(requests({ path: '/api/search' }).map((r) => r.url)).toEqual(['/api/search?q=likvidace&lang=cs']);
  });

  it('asks for a term and calls nothing while there is no query', async () => {
    renderWithProviders(<SearchPage routeId="search" locale="en" params={{}} />, {
      loader: searchPageLoader,
      path: '/en/search',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('submits a new query to the localized search path', async () => {
    server.use(http.get('*/api/search', () => HttpResponse.json(found([], 'office'))));
    renderWithProviders(<SearchPage routeId="search" locale="en" params={{}} />, {
      loader: searchPageLoader,
      path: '/en/search',
    });

    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search term' }), { target: { value: 'office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/search?q=office'));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing found.');
    expect(screen.getByRole('link', { name: 'Virtual offices' })).toHaveAttribute('href', '/en/virtual-headquarters');
  });

  it('shows an error with a retry when the search fails, and searches again on retry', async () => {
    let fail = true;
    server.use(http.get('*/api/search', () => (fail ? networkError() : HttpResponse.json(found(hits, 'likvidace')))));
    renderWithProviders(<SearchPage routeId="search" locale="cs" params={{}} />, {
      loader: searchPageLoader,
      path: '/hledani?q=likvidace',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Obsah stránky se nepodařilo načíst.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));

    expect(await screen.findByRole('link', { name: 'Likvidace společnosti' })).toBeInTheDocument();
    expect(requests({ path: '/api/search' })).toHaveLength(2);
  });

  it('groups the hits by kind and marks the typed words, accents ignored, as text', async () => {
    server.use(
      http.get('*/api/search', () =>
        HttpResponse.json(
          found(
            [
              {
                type: 'virtual-office',
                id: 6,
                slug: 'brno-jih',
                title: 'Brno-jih',
                excerpt: 'Sídlo v Brno <b>parku</b>.',
                alternate: null,
              },
              {
                type: 'page',
                id: 10,
                slug: 'virtualni-sidla-brno',
                title: 'Virtuální sídla Brno',
                excerpt: 'Sídlo firmy v Brně.',
                alternate: null,
              },
            ],
            'sidlo brno',
          ),
        ),
      ),
    );
    renderWithProviders(<SearchPage routeId="search" locale="cs" params={{}} />, {
      loader: searchPageLoader,
      path: '/hledani?q=sidlo%20brno',
    });

    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual(['Stránky (1)', 'Virtuální sídla (1)']);
    expect(screen.getByRole('searchbox')).toHaveValue('sidlo brno');
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Sídlo', 'Sídlo', 'Brno']);
    expect(screen.getByText(/parku/)).toHaveTextContent('<b>parku</b>');
  });
});
