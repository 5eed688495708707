import { act, screen } from '@testing-library/react';
import { LAST_VIEWED_KEY, readLastViewed, recordLastViewed, type LastViewedProduct } from 'shared/last-viewed';
import { renderWithProviders } from 'shared/testing';
import { LastViewed } from './LastViewed';

const product = (id: number): LastViewedProduct => ({
  id,
  name: `Praha ${id}`,
  url: `/virtualni-sidla/${id}/praha-${id}`,
  image: null,
  price: 700 + id,
  original_price: null,
  is_price_sale_active: false,
  tax_rate: 21,
});

beforeEach(() => localStorage.clear());

describe('recently viewed strip', () => {
  it('records the product on the page and shows the others, newest first, three kept', async () => {
    for (const id of [1, 2, 3]) recordLastViewed('cs', product(id));
    renderWithProviders(<LastViewed locale="cs" current={product(4)} />, { path: '/virtualni-sidla/4' });
    const strip = await screen.findByRole('region', { name: 'Naposledy prohlížené' });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Praha 3', 'Praha 2']);
    expect(strip).toHaveTextContent('703 Kč');
    expect(readLastViewed().cs.map((p) => p.id)).toEqual([4, 3, 2]);
  });

  it('shows nothing for a corrupt value in storage', () => {
    localStorage.setItem(LAST_VIEWED_KEY, '{oops');
    renderWithProviders(<LastViewed locale="en" />, { path: '/en' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('follows the views the page records, leaving out the product of this page', async () => {
    recordLastViewed('en', product(1));
    renderWithProviders(<LastViewed locale="en" />, { path: '/en/virtual-headquarters/2/praha-2' });
    expect(await screen.findByRole('link', { name: 'Praha 1' })).toBeInTheDocument();
    act(() => void recordLastViewed('en', { ...product(2), url: '/en/virtual-headquarters/2/praha-2' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Praha 1']);
    expect(screen.getByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
  });
});
