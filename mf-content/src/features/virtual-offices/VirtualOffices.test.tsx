import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, useAlternates, type FormActionArgs, type FormOutcome } from 'shared';
import { http, HttpResponse, renderWithProviders, requests, server, testProduct } from 'shared/testing';
import { breadcrumbOf, headOf } from '../../common/head/testing';
import { contentItem, list, pageAnswer } from '../../common/testing/answers';
import { listingFor, toOfficeRow, toTariffs } from './api';
import VirtualOfficePage, { loader as virtualOfficePageLoader } from './VirtualOfficePage';
import VirtualOfficesPage, { loader as virtualOfficesPageLoader } from './VirtualOfficesPage';

const BRNO = contentItem('virtual-office', {
  id: 3,
  slug: 'brno-stred-sumavska',
  title: 'Brno-střed – Šumavská',
  city: 'brno' as const,
  address: 'Šumavská 416/15, 602 00 Brno',
  priceFrom: 700,
  priceFor: 'měsíčně při platbě na 2 roky',
  badge: 'popular' as const,
  full: false,
  productId: 103,
});
const FULL = {
  ...BRNO,
  id: 6,
  slug: 'brno-jih-holandska',
  title: 'Brno-jih – Holandská',
  full: true,
  badge: null,
  priceFrom: 850,
};
const EN_PRICES = [
  { priceFrom: 700, priceFor: 'a month', priceLength: 'two-year rental', variantId: 10324 },
  { priceFrom: 790, priceFor: 'a month', priceLength: 'one-year rental', variantId: 10312 },
];
/** An extra service and an office's own tariff, as the catalog lists them. */
const SCANNING = testProduct({
  id: 204,
  name: 'Skenování pošty (10 ks)',
  price: 100,
  virtual_office_id: null,
  categories: [{ id: 2, name: 'Doplňkové služby', slug: 'doplnkove-sluzby' }],
});
const BRNO_TARIFF = testProduct({
  id: 103,
  name: 'Virtuální sídlo Brno',
  price: 700,
  virtual_office_id: 3,
  categories: [{ id: 1, name: 'Virtuální sídla', slug: 'virtualni-sidla' }],
});
const INTRO = pageAnswer({ id: 1, title: 'Virtuální sídlo Brno', perex: 'Sídlo v Brně.' });

describe('virtual offices', () => {
  it('maps an API item to a listing row, unknown values to safe defaults', () => {
    expect(toOfficeRow(BRNO)).toEqual({
      id: 3,
      slug: 'brno-stred-sumavska',
      title: 'Brno-střed – Šumavská',
      city: 'brno',
      district: null,
      address: 'Šumavská 416/15, 602 00 Brno',
      priceFrom: 700,
      period: 'měsíčně při platbě na 2 roky',
      badge: 'popular',
      full: false,
    });
    expect(toOfficeRow(contentItem('virtual-office', { id: 5, title: 'Nové sídlo' }))).toMatchObject({
      city: null,
      district: null,
      badge: null,
      priceFrom: null,
      period: null,
      full: false,
    });
    expect(listingFor('virtualOfficesCity', { city: 'pilsen' })).toEqual({ key: 'virtualOffices', city: 'pilsen' });
    expect(listingFor('virtualOfficesCity', { city: 'brno' })).toEqual({ key: 'virtualOfficesBrno', city: 'brno' });
    expect(listingFor('virtualOfficesCity', { city: 'paris' })).toBeNull();
  });

  it('lists the Brno offices with their price, and a full office grey and disabled', async () => {
    server.use(
      http.get('*/api/content/page/key/virtualOfficesBrno', () => HttpResponse.json(INTRO)),
      http.get('*/api/content/virtual-office', () => HttpResponse.json(list([BRNO, FULL]))),
    );
    renderWithProviders(<VirtualOfficesPage routeId="virtualOfficesBrno" locale="cs" params={{}} />, {
      loader: virtualOfficesPageLoader,
      path: '/virtualni-sidla-brno',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtuální sídlo Brno' })).toBeInTheDocument();
    expect(requests({ path: '/api/content/virtual-office' })[0]?.query.get('city')).toBe('brno');
    expect(screen.getByText('od 700 Kč měsíčně')).toBeInTheDocument();
    expect(screen.getByText('Nejoblíbenější')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obsazeno' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Detail: Brno-střed – Šumavská' })).toHaveAttribute(
      'href',
      '/virtualni-sidla/3/brno-stred-sumavska',
    );
  });

  it('maps the tariffs of a detail, leaving out an entry without its texts', () => {
    expect(
      toTariffs([
        { priceFrom: 700, priceFor: 'měsíčně', priceLength: 'dvouletý pronájem', variantId: 10324 },
        { priceFrom: 790, priceFor: 'měsíčně', priceLength: 'roční pronájem', variantId: null },
        { priceFrom: 790, priceFor: '', priceLength: 'roční pronájem', variantId: 10312 },
        { priceFrom: 790, priceFor: 'měsíčně', priceLength: ' ', variantId: 10312 },
      ]),
    ).toEqual([
      { price: 700, per: 'měsíčně', length: 'dvouletý pronájem', variantId: 10324 },
      { price: 790, per: 'měsíčně', length: 'roční pronájem', variantId: null },
    ]);
    expect(toTariffs(undefined)).toEqual([]);
  });

  it('shows each tariff with its own cart button and the one-time activation fee, in English too', async () => {
    server.use(
      http.get('*/api/content/virtual-office/3', () =>
        HttpResponse.json({
          data: { ...BRNO, slug: 'brno-centre-sumavska', activationFee: 2000, prices: EN_PRICES, alternate: null },
        }),
      ),
      http.get('*/api/catalog/products', () => HttpResponse.json([])),
    );
    // The cart's action refuses: the product is no longer sold.
    const cartAdd = jest.fn<Promise<FormOutcome>, [FormActionArgs]>(async () => ({
      status: 'failed',
      posted: {
        form: 'cart-add',
        values: {},
        errors: {},
        message: 'This item is no longer on offer.',
        status: 409,
        code: 'notice.unavailable',
      },
    }));
    renderWithProviders(
      <VirtualOfficePage routeId="virtualOffice" locale="en" params={{ id: '3', slug: 'brno-centre-sumavska' }} />,
      {
        loader: virtualOfficePageLoader,
        path: '/en/virtual-headquarters/3/brno-centre-sumavska',
        actions: { 'cart-add': cartAdd },
      },
    );
    const tariffs = await screen.findByRole('list', { name: 'Office tariffs' });
    const rows = within(tariffs).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('700 Kč excl. VAT a monthRental period: two-year rental');
    expect(rows[1]).toHaveTextContent('790 Kč excl. VAT a monthRental period: one-year rental');
    expect(screen.getByText(/One-time activation fee/)).toHaveTextContent(
      'One-time activation fee: 2 000 Kč excl. VAT',
    );
    // Each tariff's button is a form of its own with the product and the tariff.
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: one-year rental' }));
    await waitFor(() => expect(cartAdd).toHaveBeenCalledTimes(1));
    const fields = cartAdd.mock.calls[0]![0].fields;
    expect(Object.fromEntries(fields)).toEqual({ form: 'cart-add', productId: '103', variantId: '10312' });
    // The refusal is said beside the button pressed, and only there.
    expect(await within(rows[1]!).findByRole('alert')).toHaveTextContent('This item is no longer on offer.');
    expect(within(rows[0]!).queryByRole('alert')).toBeNull();
  });

  it('a full office shows its prices but offers no cart button', async () => {
    server.use(
      http.get('*/api/content/virtual-office/6', () =>
        HttpResponse.json({ data: { ...FULL, activationFee: 2000, prices: EN_PRICES, alternate: null } }),
      ),
      http.get('*/api/catalog/products', () => HttpResponse.json([])),
    );
    renderWithProviders(
      <VirtualOfficePage routeId="virtualOffice" locale="cs" params={{ id: '6', slug: 'brno-jih-holandska' }} />,
      { loader: virtualOfficePageLoader, path: '/virtualni-sidla/6/brno-jih-holandska' },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Toto sídlo je momentálně obsazené.');
    expect(screen.getAllByText(/Kč/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Do košíku/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Poptat' })).toBeInTheDocument();
  });

  it('opens a detail: corrects a wrong slug, adds to the cart and opens the enquiry', async () => {
    server.use(
      http.get('*/api/content/virtual-office/3', () =>
        HttpResponse.json({ data: { ...BRNO, included: '<p>Příjem pošty</p>', alternate: null } }),
      ),
      http.get('*/api/catalog/products', () => HttpResponse.json([SCANNING, BRNO_TARIFF])),
    );
    const emit = jest.spyOn(bus, 'emit');
    const cartAdd = jest.fn<Promise<FormOutcome>, [FormActionArgs]>(async () => ({
      status: 'done',
      to: null,
      reload: false,
    }));
    renderWithProviders(
      <VirtualOfficePage routeId="virtualOffice" locale="cs" params={{ id: '3', slug: 'spatne' }} />,
      { loader: virtualOfficePageLoader, path: '/virtualni-sidla/3/spatne', actions: { 'cart-add': cartAdd } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Brno-střed – Šumavská' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/virtualni-sidla/3/brno-stred-sumavska'),
    );
    // An office without tariffs: its one price's button sends the product alone, to this page.
    fireEvent.click(screen.getByRole('button', { name: 'Do košíku: Brno-střed – Šumavská' }));
    await waitFor(() => expect(cartAdd).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(cartAdd.mock.calls[0]![0].fields)).toEqual({ form: 'cart-add', productId: '103' });
    expect(cartAdd.mock.calls[0]![0].url.pathname).toBe('/virtualni-sidla/3/brno-stred-sumavska');
    const enquire = screen.getByRole('link', { name: 'Poptat' });
    // Before or without scripts: the office's form on the contact page.
    expect(enquire).toHaveAttribute(
      'href',
      '/kontaktni-formular?type=virtual-place&id=3&name=Brno-st%C5%99ed+%E2%80%93+%C5%A0umavsk%C3%A1&service=Skenov%C3%A1n%C3%AD+po%C5%A1ty+%2810+ks%29',
    );
    fireEvent.click(enquire);
    expect(screen.getByTestId('location')).toHaveTextContent('/virtualni-sidla/3/brno-stred-sumavska');
    expect(emit).toHaveBeenCalledWith('modal:open', {
      type: 'virtual-place',
      itemId: 3,
      itemName: 'Brno-střed – Šumavská',
      title: 'Poptávka virtuálního sídla',
      otherServices: ['Skenování pošty (10 ks)'],
    });
    emit.mockRestore();
  });

  it('publishes the translated item as the other language, or the other listing without a translation', async () => {
    server.use(
      http.get('*/api/content/virtual-office/:id', ({ params }) =>
        HttpResponse.json({
          data: {
            ...BRNO,
            id: Number(params.id),
            alternate: params.id === '3' ? { locale: 'en', id: 3, slug: 'brno-centre-sumavska' } : null,
          },
        }),
      ),
      http.get('*/api/catalog/products', () => HttpResponse.json([])),
    );
    const view = renderWithProviders(
      <VirtualOfficePage routeId="virtualOffice" locale="cs" params={{ id: '3', slug: 'brno-stred-sumavska' }} />,
      { loader: virtualOfficePageLoader, path: '/virtualni-sidla/3/brno-stred-sumavska' },
    );
    await waitFor(() =>
      expect(useAlternates.getState().paths.en).toBe('/en/virtual-headquarters/3/brno-centre-sumavska'),
    );
    view.unmount();
    renderWithProviders(
      <VirtualOfficePage routeId="virtualOffice" locale="cs" params={{ id: '4', slug: 'brno-stred-sumavska' }} />,
      { loader: virtualOfficePageLoader, path: '/virtualni-sidla/4/brno-stred-sumavska' },
    );
    await waitFor(() => expect(useAlternates.getState().paths.en).toBe('/en/virtual-headquarters'));
  });
});

describe('virtual office head', () => {
  it('a virtual office: description from its perex, canonical, its image for Open Graph, breadcrumb in Czech', async () => {
    server.use(
      http.get('*/api/content/virtual-office/3', () =>
        HttpResponse.json({
          data: contentItem('virtual-office', {
            id: 3,
            slug: 'brno-stred-sumavska',
            title: 'Brno-střed – Šumavská',
            city: 'brno',
            perex: 'Adresa sídla v centru Brna s přebíráním pošty a souhlasem se sídlem do 24 hodin.',
            included: '<ul><li>Příjem pošty</li></ul>',
            imageUrl: '/media/office-brno.svg',
            alternate: null,
          }),
        }),
      ),
      http.get('*/api/catalog/products', () => HttpResponse.json([])),
    );
    renderWithProviders(
      <VirtualOfficePage routeId="virtualOffice" locale="cs" params={{ id: '3', slug: 'brno-stred-sumavska' }} />,
      { loader: virtualOfficePageLoader, path: '/virtualni-sidla/3/brno-stred-sumavska' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Brno-střed – Šumavská' })).toBeInTheDocument();
    expect(headOf()).toEqual({
      title: expect.stringContaining('Brno-střed – Šumavská') as string,
      description: 'Adresa sídla v centru Brna s přebíráním pošty a souhlasem se sídlem do 24 hodin.',
      canonical: 'http://localhost/virtualni-sidla/3/brno-stred-sumavska',
      ogTitle: 'Brno-střed – Šumavská',
      ogDescription: 'Adresa sídla v centru Brna s přebíráním pošty a souhlasem se sídlem do 24 hodin.',
      ogImage: 'http://localhost/media/office-brno.svg',
    });
    expect(breadcrumbOf()).toEqual([
      ['Úvod', 'http://localhost/'],
      ['Virtuální sídla', 'http://localhost/virtualni-sidla'],
      ['Brno-střed – Šumavská', 'http://localhost/virtualni-sidla/3/brno-stred-sumavska'],
    ]);
  });
});
