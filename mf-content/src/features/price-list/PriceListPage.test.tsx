import { screen } from '@testing-library/react';
import { http, HttpResponse, renderWithProviders, server } from 'shared/testing';
import { headOf } from '../../common/head/testing';
import { contentItem, list, pageAnswer } from '../../common/testing/answers';
import PriceListPage, { loader as priceListPageLoader } from './PriceListPage';

describe('price-list head', () => {
  it('the price list names the shown section in its title and falls back to the perex for the description', async () => {
    server.use(
      http.get('*/api/content/page/key/priceList', () =>
        HttpResponse.json(pageAnswer({ locale: 'en', title: 'Price list', perex: 'Our prices, all excluding VAT.' })),
      ),
      http.get('*/api/content/pricelist-section', () =>
        HttpResponse.json(
          list(
            [
              { id: 1, slug: 'ready-made-companies', title: 'Ready-made companies', order: 1 },
              { id: 2, slug: 'liquidation', title: 'Liquidation', order: 2 },
            ].map((section) => contentItem('pricelist-section', { locale: 'en', ...section, columns: [], items: [] })),
            'en',
          ),
        ),
      ),
    );
    renderWithProviders(<PriceListPage routeId="priceList" locale="en" params={{ slug: 'liquidation' }} />, {
      loader: priceListPageLoader,
      path: '/en/pricelist/liquidation',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price list' })).toBeInTheDocument();
    expect(headOf()).toMatchObject({
      title: expect.stringContaining('Price list – Liquidation') as string,
      description: 'Our prices, all excluding VAT.',
      canonical: 'http://localhost/en/pricelist/liquidation',
    });
    // Each section's tab links to its address, so every section is there without scripts.
    expect(screen.getByRole('tab', { name: 'Ready-made companies' })).toHaveAttribute(
      'href',
      '/en/pricelist/ready-made-companies',
    );
    const liquidation = screen.getByRole('tab', { name: 'Liquidation' });
    expect(liquidation).toHaveAttribute('href', '/en/pricelist/liquidation');
    expect(liquidation).toHaveAttribute('aria-selected', 'true');
  });
});
