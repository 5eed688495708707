import { cleanup, screen } from '@testing-library/react';
import { routeTable, setRouteTable, type RouteDef } from '../routes';
import { renderWithProviders } from '../testing';
import { pageRoutes, usePageHandle, useParams } from '.';

function WhichPage() {
  const page = usePageHandle();
  const params = useParams();
  return <p>{page ? `${page.routeId} ${page.locale} ${JSON.stringify(params)}` : 'no page'}</p>;
}

describe('usePageHandle', () => {
  it.each([
    ['/en/contact', 'contact en {}'],
    ['/virtualni-sidla/7/praha-1', 'virtualOffice cs {"id":"7","slug":"praha-1"}'],
    // The route's loader checks the parameters against the table; the page is still the route's.
    ['/virtualni-sidla/abc/praha-1', 'virtualOffice cs {"id":"abc","slug":"praha-1"}'],
    ['/nikde', 'no page'],
  ])('names the page of %s by the route the router matched', (path, shown) => {
    renderWithProviders(<WhichPage />, { path });
    expect(screen.getByRole('paragraph')).toHaveTextContent(shown);
  });
});

describe('pageRoutes', () => {
  const news: RouteDef = { id: 'news', cs: '/novinky', en: null, module: 'mf_content/Page' };

  it('makes a route for each language the page has a path in, naming the page in its handle', () => {
    const routes = pageRoutes([news, { ...news, id: 'events', cs: '/akce', en: '/en/events' }], null);
    expect(routes.map(({ path, handle }) => [path, handle])).toEqual([
      ['/novinky', { routeId: 'news', locale: 'cs' }],
      ['/akce', { routeId: 'events', locale: 'cs' }],
      ['/en/events', { routeId: 'events', locale: 'en' }],
    ]);
  });

  it("asks the page's shouldRevalidate, with its route id, else React Router's default", () => {
    const args = { defaultShouldRevalidate: true } as never;
    const revalidate = jest.fn(() => false);
    const data = (withOwn: boolean) => ({
      loaderOf: async () => null,
      revalidateOf: () => (withOwn ? revalidate : null),
      actionOf: async () => null,
    });
    expect(pageRoutes([news], null, data(false))[0]?.shouldRevalidate?.(args)).toBe(true);
    expect(pageRoutes([news], null, data(true))[0]?.shouldRevalidate?.(args)).toBe(false);
    expect(revalidate).toHaveBeenCalledWith({ defaultShouldRevalidate: true, routeId: 'news' });
  });

  it("keeps the page's data after a form whose success changed nothing it shows", () => {
    const data = { loaderOf: async () => null, revalidateOf: () => null, actionOf: async () => null };
    const after = (actionResult: unknown) =>
      pageRoutes([news], null, data)[0]?.shouldRevalidate?.({ defaultShouldRevalidate: true, actionResult } as never);
    expect(after({ status: 'done', to: null, reload: false })).toBe(false);
    expect(after({ status: 'done', to: null })).toBe(true);
    expect(after(undefined)).toBe(true);
  });

  describe('after the route table changed', () => {
    const before = routeTable();
    afterEach(() => setRouteTable(before));

    it('routes the pages of the new table (a release that adds a page)', () => {
      renderWithProviders(<WhichPage />, { path: '/novinky' });
      expect(screen.getByRole('paragraph')).toHaveTextContent('no page');
      cleanup();
      setRouteTable([...before, news]);
      renderWithProviders(<WhichPage />, { path: '/novinky' });
      expect(screen.getByRole('paragraph')).toHaveTextContent('news cs {}');
    });
  });
});
