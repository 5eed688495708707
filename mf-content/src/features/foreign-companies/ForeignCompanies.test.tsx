import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, renderWithProviders, server } from 'shared/testing';
import { breadcrumbOf, headOf } from '../../common/head/testing';
import { contentItem, detail, list, pageAnswer } from '../../common/testing/answers';
import ForeignCompaniesPage, { loader as foreignCompaniesPageLoader } from './ForeignCompaniesPage';
import ForeignCompanyPage, { loader as foreignCompanyPageLoader } from './ForeignCompanyPage';

const ITEMS = [
  contentItem('foreign-company', {
    id: 1,
    region: 'eu',
    slug: 'spolecnost-na-slovensku',
    title: 'Společnost na Slovensku',
    price: 24900,
  }),
  contentItem('foreign-company', {
    id: 4,
    region: 'non-eu',
    slug: 'spolecnost-ve-velke-britanii',
    title: 'Společnost ve Velké Británii',
    price: 29900,
  }),
  contentItem('foreign-company', {
    id: 8,
    region: 'offshore',
    slug: 'spolecnost-na-seychelach',
    title: 'Společnost na Seychelách',
    price: 54900,
  }),
];

beforeEach(() => {
  server.use(
    http.get('*/api/content/page/key/foreignCompanies', () =>
      HttpResponse.json(pageAnswer({ id: 9, title: 'Zahraniční společnosti', perex: 'Firma v zahraničí.' })),
    ),
    http.get('*/api/content/foreign-company', () => HttpResponse.json(list(ITEMS))),
    http.get('*/api/content/foreign-company/:id', ({ params }) => {
      const item = ITEMS.find((i) => String(i.id) === params.id)!;
      return HttpResponse.json(detail({ ...item, more: `<p>Podrobnosti: ${item.title}</p>`, alternate: null }));
    }),
  );
});

describe('foreign companies', () => {
  it('each tab lists its jurisdictions, linking to their own pages; the arrow keys move between tabs', async () => {
    renderWithProviders(<ForeignCompaniesPage routeId="foreignCompanies" locale="cs" params={{}} />, {
      loader: foreignCompaniesPageLoader,
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

  it('each tab is a link to the page with its region, which a click follows in place', async () => {
    renderWithProviders(<ForeignCompaniesPage routeId="foreignCompanies" locale="cs" params={{}} />, {
      loader: foreignCompaniesPageLoader,
      path: '/zahranicni-spolecnosti',
    });
    const eu = await screen.findByRole('tab', { name: 'EU' }, { timeout: 5000 });
    expect(eu).toHaveAttribute('href', '/zahranicni-spolecnosti');
    expect(screen.getByRole('tab', { name: 'Mimo EU' })).toHaveAttribute(
      'href',
      '/zahranicni-spolecnosti?region=non-eu',
    );
    const offshore = screen.getByRole('tab', { name: 'Offshore' });
    expect(offshore).toHaveAttribute('href', '/zahranicni-spolecnosti?region=offshore');
    fireEvent.click(offshore);
    expect(offshore).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/zahranicni-spolecnosti$/);
    expect(within(screen.getByRole('tabpanel', { name: 'Offshore' })).getByRole('link')).toHaveTextContent(
      'Společnost na Seychelách',
    );
  });

  it("the page's address names the region shown (the server renders its list)", async () => {
    renderWithProviders(<ForeignCompaniesPage routeId="foreignCompanies" locale="en" params={{}} />, {
      loader: foreignCompaniesPageLoader,
      path: '/en/foreign-companies?region=offshore',
    });
    const offshore = await screen.findByRole('tab', { name: 'Offshore' }, { timeout: 5000 });
    expect(offshore).toHaveAttribute('aria-selected', 'true');
    expect(offshore).toHaveAttribute('href', '/en/foreign-companies?region=offshore');
    expect(screen.getByRole('tab', { name: 'EU' })).toHaveAttribute('href', '/en/foreign-companies');
  });

  it("'více' opens a jurisdiction's longer text and 'méně' closes it", async () => {
    renderWithProviders(<ForeignCompaniesPage routeId="foreignCompanies" locale="cs" params={{}} />, {
      loader: foreignCompaniesPageLoader,
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

describe('foreign company head', () => {
  it('a foreign company reached by its own slug: perex as description, canonical, breadcrumb', async () => {
    server.use(
      http.get('*/api/content/foreign-company/2', () =>
        HttpResponse.json({
          data: contentItem('foreign-company', {
            id: 2,
            locale: 'en',
            slug: 'company-in-cyprus',
            title: 'Company in Cyprus',
            perex: 'A Cypriot limited company: an EU member state with a 12.5% corporate tax rate.',
            body: '<p>We set up a private limited company in Cyprus.</p>',
            alternate: { locale: 'cs', id: 2, slug: 'spolecnost-na-kypru' },
          }),
        }),
      ),
    );
    renderWithProviders(
      <ForeignCompanyPage routeId="foreignCompany" locale="en" params={{ id: '2', slug: 'company-in-cyprus' }} />,
      { loader: foreignCompanyPageLoader, path: '/en/foreign-companies/2/company-in-cyprus' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Company in Cyprus' })).toBeInTheDocument();
    expect(headOf()).toMatchObject({
      description: 'A Cypriot limited company: an EU member state with a 12.5% corporate tax rate.',
      canonical: 'http://localhost/en/foreign-companies/2/company-in-cyprus',
      ogTitle: 'Company in Cyprus',
    });
    expect(breadcrumbOf()).toEqual([
      ['Home', 'http://localhost/en'],
      ['Foreign and offshore companies', 'http://localhost/en/foreign-companies'],
      ['Company in Cyprus', 'http://localhost/en/foreign-companies/2/company-in-cyprus'],
    ]);
    // The enquiry button works without scripts: the jurisdiction's form on the contact page.
    expect(screen.getByRole('link', { name: 'Enquire' })).toHaveAttribute(
      'href',
      '/en/contact-form?type=foreign-company&id=2&name=Company+in+Cyprus',
    );
  });
});
