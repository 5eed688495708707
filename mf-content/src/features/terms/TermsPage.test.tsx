import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useAlternates } from 'shared';
import { http, HttpResponse, renderWithProviders, requests } from 'shared/testing';
import { server } from 'shared/testing';
import { contentItem, list, pageAnswer } from '../../common/testing/answers';
import TermPage, { loader as termPageLoader } from './TermPage';
import TermsPage, { loader as termsPageLoader, shouldRevalidate } from './TermsPage';

const terms = [
  { id: 1, slug: 'akcie', title: 'Akcie' },
  { id: 3, slug: 'cestne-prohlaseni', title: 'Čestné prohlášení' },
  { id: 9, slug: 'chranena-dilna', title: 'Chráněná dílna' },
  { id: 4, slug: 'hotove-vydaje', title: 'Hotové výdaje' },
].map((term) => contentItem('dictionary-term', term));

function mockApi() {
  server.use(
    http.get('*/api/content/page/key/dictionary', () =>
      HttpResponse.json(pageAnswer({ id: 21, title: 'Slovník pojmů', body: '<p>Vysvětlení pojmů.</p>' })),
    ),
    http.get('*/api/content/dictionary-term', () => HttpResponse.json(list(terms))),
    http.get('*/api/content/dictionary-term/9', () =>
      HttpResponse.json({
        data: contentItem('dictionary-term', {
          id: 9,
          slug: 'chranena-dilna',
          title: 'Chráněná dílna',
          body: '<p>Pracoviště pro osoby se zdravotním postižením.</p>',
          alternate: { locale: 'en', id: 9, slug: 'sheltered-workshop' },
        }),
      }),
    ),
  );
}

describe('TermsPage', () => {
  it('lists every term, filters by letter with Ch after H, and disables letters without terms', async () => {
    mockApi();
    renderWithProviders(<TermsPage routeId="dictionary" locale="cs" params={{}} />, {
      loader: termsPageLoader,
      shouldRevalidate,
      path: '/slovnik-pojmu',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slovník pojmů' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 pojmy');
    const filter = screen.getByRole('navigation', { name: 'Filtr podle počátečního písmene' });
    expect(filter).toHaveTextContent(/vše.*H.*Ch.*I/);
    expect(screen.queryByRole('link', { name: 'B' })).not.toBeInTheDocument();
    expect(screen.getByText('B')).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('link', { name: 'Ch' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hotové výdaje' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Chráněná dílna' })).toHaveAttribute(
      'href',
      '/slovnik-pojmu/9/chranena-dilna',
    );
    expect(screen.getByRole('link', { name: 'Ch' })).toHaveAttribute('aria-current', 'true');
    // The letter picks from the terms loaded: nothing is asked again.
    expect(requests({ path: '/api/content/dictionary-term' })).toHaveLength(1);
  });

  it('says no terms were found for an empty letter', async () => {
    mockApi();
    renderWithProviders(<TermsPage routeId="dictionary" locale="cs" params={{}} />, {
      loader: termsPageLoader,
      path: '/slovnik-pojmu?letter=q',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Nebyly nalezeny žádné pojmy');
    expect(screen.getByRole('link', { name: 'Zobrazit všechny pojmy' })).toHaveAttribute('href', '/slovnik-pojmu');
  });
});

describe('TermPage', () => {
  it('shows the term with a breadcrumb, a back link and its structured data', async () => {
    mockApi();
    renderWithProviders(
      <TermPage routeId="dictionaryTerm" locale="cs" params={{ id: '9', slug: 'chranena-dilna' }} />,
      { loader: termPageLoader, path: '/slovnik-pojmu/9/chranena-dilna' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Chráněná dílna' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Zpět na slovník pojmů' })).toHaveAttribute('href', '/slovnik-pojmu');
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as { '@type': string },
    );
    expect(scripts.map((s) => s['@type'])).toEqual(['BreadcrumbList', 'DefinedTerm']);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/slovnik-pojmu/9/chranena-dilna',
    );
  });

  it('moves a term reached by another slug to its own address, publishing nothing for the wrong one', async () => {
    act(() => useAlternates.setState({ forPath: null, paths: {} }));
    mockApi();
    renderWithProviders(<TermPage routeId="dictionaryTerm" locale="cs" params={{ id: '9', slug: 'stary-nazev' }} />, {
      loader: termPageLoader,
      path: '/slovnik-pojmu/9/stary-nazev',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/slovnik-pojmu/9/chranena-dilna'));
    expect(useAlternates.getState().paths).toEqual({});
  });

  it('publishes the translation of a term reached by its own slug', async () => {
    mockApi();
    renderWithProviders(
      <TermPage routeId="dictionaryTerm" locale="cs" params={{ id: '9', slug: 'chranena-dilna' }} />,
      { loader: termPageLoader, path: '/slovnik-pojmu/9/chranena-dilna' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Chráněná dílna' });
    expect(useAlternates.getState()).toMatchObject({
      forPath: '/slovnik-pojmu/9/chranena-dilna',
      paths: { cs: '/slovnik-pojmu/9/chranena-dilna', en: '/en/dictionary-terms/9/sheltered-workshop' },
    });
  });
});
