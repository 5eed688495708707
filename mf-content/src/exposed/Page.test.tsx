import { fireEvent, screen } from '@testing-library/react';
import { i18n, Link, useParams } from 'shared';
import { http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import { pageAnswer } from '../common/testing/answers';
import Page, { loader as pageLoader } from './Page';

function item(id: number, title: string) {
  return { data: { id, type: 'virtual-office', locale: 'cs', slug: `sidlo-${id}`, title, alternate: null } };
}

describe('Page: the page of each content route', () => {
  it('shows the home page for the home route', async () => {
    renderWithProviders(<Page routeId="home" locale="cs" params={{}} />, { loader: pageLoader });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Virtuální sídla a služby pro vaši firmu' }),
    ).toBeInTheDocument();
  });

  it('shows a service page loaded by the route id', async () => {
    server.use(
      http.get('*/api/content/page/key/:key', ({ params }) =>
        HttpResponse.json(pageAnswer({ id: 2, title: `Stránka ${String(params.key)}`, sections: [] })),
      ),
    );
    renderWithProviders(<Page routeId="liquidation" locale="cs" params={{}} />, {
      loader: pageLoader,
      path: '/likvidace-spolecnosti',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka liquidation' })).toBeInTheDocument();
  });

  it('shows the info page of an info route', async () => {
    server.use(
      http.get('*/api/info/page/:id', () =>
        HttpResponse.json({
          id: 1,
          locale: 'en',
          slug: 'privacy-policy',
          title: 'Privacy policy',
          text: '<p>Text</p>',
          alternate: null,
        }),
      ),
    );
    renderWithProviders(<Page routeId="info" locale="en" params={{ id: '1', slug: 'privacy-policy' }} />, {
      loader: pageLoader,
      path: '/en/info/1/privacy-policy',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('shows the search page and the thank-you page', async () => {
    const search = renderWithProviders(<Page routeId="search" locale="en" params={{}} />, {
      loader: pageLoader,
      path: '/en/search',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    search.unmount();

    renderWithProviders(<Page routeId="thankYou" locale="cs" params={{}} />, { loader: pageLoader, path: '/dekujeme' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Děkujeme, vaši poptávku jsme přijali' }),
    ).toBeInTheDocument();
  });

  it('shows not found for a route that is not a content route', async () => {
    renderWithProviders(<Page routeId="cart" locale="en" params={{}} />, { loader: pageLoader, path: '/en' });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('starts from a fresh page when the parameters change', async () => {
    server.use(
      http.get('*/api/content/virtual-office/:id', ({ params }) =>
        HttpResponse.json(item(Number(params.id), `Sídlo ${String(params.id)}`)),
      ),
      http.get('*/api/catalog/products', () => HttpResponse.json([])),
    );
    /** The shell passes the parameters of the new URL to the same slot. */
    function Slot() {
      const params = useParams() as Record<string, string>;
      return (
        <>
          <Link to="/virtualni-sidla/2/sidlo-2">další</Link>
          <Page routeId="virtualOffice" locale="cs" params={params} />
        </>
      );
    }
    renderWithProviders(<Slot />, { path: '/virtualni-sidla/1/sidlo-1', loader: pageLoader });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sídlo 1' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'další' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sídlo 2' })).toBeInTheDocument();
    expect(requests({ path: /^\/api\/content\// }).map((r) => r.path)).toEqual([
      '/api/content/virtual-office/1',
      '/api/content/virtual-office/2',
    ]);
  });
});

describe('Page: maintenance', () => {
  it('shows the Czech maintenance page with contacts, without calling the API', async () => {
    renderWithProviders(<Page routeId="maintenance" locale="cs" params={{}} />, {
      loader: pageLoader,
      path: '/mimo-provoz',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Web je dočasně mimo provoz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@sidlopartner.cz' })).toHaveAttribute(
      'href',
      'mailto:info@sidlopartner.cz',
    );
    expect(screen.getByRole('link', { name: '+420 222 555 010' })).toHaveAttribute('href', 'tel:+420222555010');
    expect(requests()).toEqual([]);
  });

  it('shows the English maintenance page', async () => {
    renderWithProviders(<Page routeId="maintenance" locale="en" params={{}} />, {
      loader: pageLoader,
      path: '/en/maintenance',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The website is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+420 541 555 020' })).toHaveAttribute('href', 'tel:+420541555020');
  });
});

describe('Page: texts by language', () => {
  it('loads a page kind’s English texts with an English page only (Czech are built in)', async () => {
    const added = jest.spyOn(i18n, 'addResourceBundle');
    const load = (locale: 'cs' | 'en') =>
      pageLoader({
        routeId: 'valuationCalculator',
        locale,
        params: {},
        url: new URL(locale === 'cs' ? 'https://site.test/kalkulacka' : 'https://site.test/en/calculator'),
        signal: new AbortController().signal,
      });
    const englishTexts = () =>
      added.mock.calls.filter(([locale, ns, texts]) => locale === 'en' && ns === 'content' && 'calculator' in texts);
    await load('cs');
    expect(englishTexts()).toHaveLength(0);
    await load('en');
    expect(englishTexts()).toHaveLength(1);
    await load('en');
    expect(englishTexts()).toHaveLength(1);
    added.mockRestore();
  });
});

describe('the page kinds’ chunk groups', () => {
  it('carry the name the server reports for the page it rendered, so its HTML names their chunks', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(require.resolve('./Page.tsx'), 'utf8');
    const parts = [
      ...source.matchAll(/part\(\s*'([^']+)',\s*\(\) =>\s*import\(\/\* webpackChunkName: "([^"]+)" \*\//g),
    ];
    expect(parts.length).toBeGreaterThan(15);
    for (const [, reported, built] of parts) expect(reported).toBe(built);
    // Each kind's feature names its English texts' chunk `<feature>-en`, as it says it does.
    const features = [
      ...source.matchAll(
        /part\(\s*'[^']+',\s*\(\) =>\s*import\(\/\* webpackChunkName: "[^"]+" \*\/ '\.\.\/features\/([^/]+)\//g,
      ),
    ];
    expect(features).toHaveLength(parts.length);
    for (const [, feature] of features) {
      const texts = readFileSync(require.resolve(`../features/${feature}/translations.ts`), 'utf8');
      expect(texts).toContain(`chunk: '${feature}',`);
      expect(texts).toContain(`import(/* webpackChunkName: "${feature}-en" */ './locales/en.json')`);
    }
    // Every lazy page kind goes through part(): none is loaded without a name.
    expect(source.match(/=> import\(/g)).toHaveLength(parts.length);
  });
});
