import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, renderWithProviders, server } from 'shared/testing';
import ForeignCompaniesPage from './ForeignCompaniesPage';

const ITEMS = [
  { id: 1, region: 'eu', slug: 'spolecnost-na-slovensku', title: 'Společnost na Slovensku', price: 24900 },
  {
    id: 4,
    region: 'non-eu',
    slug: 'spolecnost-ve-velke-britanii',
    title: 'Společnost ve Velké Británii',
    price: 29900,
  },
  { id: 8, region: 'offshore', slug: 'spolecnost-na-seychelach', title: 'Společnost na Seychelách', price: 54900 },
];

beforeEach(() => {
  server.use(
    http.get('*/api/content/page/key/foreignCompanies', () =>
      HttpResponse.json({ data: { id: 9, title: 'Zahraniční společnosti', perex: 'Firma v zahraničí.' } }),
    ),
    http.get('*/api/content/foreign-company', () => HttpResponse.json({ data: ITEMS, meta: { total: 3 } })),
    http.get('*/api/content/foreign-company/:id', ({ params }) => {
      const item = ITEMS.find((i) => String(i.id) === params.id)!;
      return HttpResponse.json({ data: { ...item, more: `<p>Podrobnosti: ${item.title}</p>`, alternate: null } });
    }),
  );
});

describe('foreign companies', () => {
  it('each tab lists its jurisdictions, linking to their own pages; the arrow keys move between tabs', async () => {
    renderWithProviders(<ForeignCompaniesPage routeId="foreignCompanies" locale="cs" params={{}} />, {
      path: '/zahranicni-spolecnosti',
    });
    const eu = await screen.findByRole('tab', { name: 'EU' }, { timeout: 5000 });
    expect(eu).toHaveAttribute('aria-selected', 'true');
    const links = () => within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      '/zahranicni-spolecnosti/1/spolecnost-na-slovensku',
    ]);

    eu.focus();
    fireEvent.keyDown(eu, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Mimo EU' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Mimo EU' })).toBeInTheDocument();
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      '/zahranicni-spolecnosti/4/spolecnost-ve-velke-britanii',
    ]);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Mimo EU' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Offshore' })).toHaveFocus();
    expect(links()[0]).toHaveTextContent('Společnost na Seychelách');
  });

  it("'více' opens a jurisdiction's longer text and 'méně' closes it", async () => {
    renderWithProviders(<ForeignCompaniesPage routeId="foreignCompanies" locale="cs" params={{}} />, {
      path: '/zahranicni-spolecnosti',
    });
    const more = await screen.findByRole('button', { name: 'více – Společnost na Slovensku' }, { timeout: 5000 });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Podrobnosti: Společnost na Slovensku')).not.toBeVisible();
    fireEvent.click(more);
    expect(screen.getByText('Podrobnosti: Společnost na Slovensku')).toBeVisible();
    expect(screen.getByRole('button', { name: 'méně – Společnost na Slovensku' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
