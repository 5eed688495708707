import { cleanup, screen } from '@testing-library/react';
import { routeTable, setRouteTable } from '../routes';
import { renderWithProviders } from '../testing';
import { useRouteMatch } from './useRouteMatch';

function WhichPage() {
  const match = useRouteMatch();
  return <p>{match ? `${match.id} ${match.locale} ${JSON.stringify(match.params)}` : 'no page'}</p>;
}

describe('useRouteMatch', () => {
  it.each([
    ['/en/contact', 'contact en {}'],
    ['/virtualni-sidla/7/praha-1', 'virtualOffice cs {"id":"7","slug":"praha-1"}'],
    ['/virtualni-sidla/abc/praha-1', 'no page'],
    ['/nikde', 'no page'],
  ])('names the page of %s by the route table', (path, shown) => {
    renderWithProviders(<WhichPage />, { path });
    expect(screen.getByRole('paragraph')).toHaveTextContent(shown);
  });
});

describe('useRouteMatch after the route table changed', () => {
  const before = routeTable();
  afterEach(() => setRouteTable(before));

  it('matches the path again in the new table (a release that adds a page)', () => {
    renderWithProviders(<WhichPage />, { path: '/novinky' });
    expect(screen.getByRole('paragraph')).toHaveTextContent('no page');
    cleanup();
    setRouteTable([...before, { id: 'news', cs: '/novinky', en: '/en/news', module: 'mf_content/Page' }]);
    renderWithProviders(<WhichPage />, { path: '/novinky' });
    expect(screen.getByRole('paragraph')).toHaveTextContent('news cs {}');
  });
});
