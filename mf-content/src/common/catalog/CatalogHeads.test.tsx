import { screen } from '@testing-library/react';
import { http, HttpResponse, renderWithProviders, server } from 'shared/testing';
import ForeignCompanyPage from '../../features/foreign-companies/ForeignCompanyPage';
import MeetingRoomPage from '../../features/meeting-rooms/MeetingRoomPage';
import MeetingRoomsPage from '../../features/meeting-rooms/MeetingRoomsPage';
import PriceListPage from '../../features/price-list/PriceListPage';
import VirtualOfficePage from '../../features/virtual-offices/VirtualOfficePage';

/** What the page put into the document's head. */
function head() {
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: meta('meta[property="og:image"]'),
  };
}

/** The page's structured data, parsed. */
function jsonLd(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** The steps of the page's BreadcrumbList as [name, absolute URL]. */
function breadcrumb(): [string, string][] {
  const list = jsonLd().find((data) => data['@type'] === 'BreadcrumbList');
  expect(list).toMatchObject({ '@context': 'https://schema.org' });
  const items = (list?.itemListElement ?? []) as { position: number; name: string; item: string }[];
  expect(items.map((step) => step.position)).toEqual(items.map((_, index) => index + 1));
  return items.map((step) => [step.name, step.item]);
}

describe('head of an offer detail', () => {
  it('a virtual office: description from its perex, canonical, its image for Open Graph, breadcrumb in Czech', async () => {
    server.use(
      http.get('*/api/content/virtual-office/3', () =>
        HttpResponse.json({
          data: {
            id: 3,
            slug: 'brno-stred-sumavska',
            title: 'Brno-střed – Šumavská',
            city: 'brno',
            perex: 'Adresa sídla v centru Brna s přebíráním pošty a souhlasem se sídlem do 24 hodin.',
            included: '<ul><li>Příjem pošty</li></ul>',
            imageUrl: '/media/office-brno.svg',
            alternate: null,
          },
        }),
      ),
      http.get('*/api/catalog/products/cs', () => HttpResponse.json([])),
    );
    renderWithProviders(
      <VirtualOfficePage routeId="virtualOffice" locale="cs" params={{ id: '3', slug: 'brno-stred-sumavska' }} />,
      { path: '/virtualni-sidla/3/brno-stred-sumavska' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Brno-střed – Šumavská' })).toBeInTheDocument();
    expect(head()).toEqual({
      title: expect.stringContaining('Brno-střed – Šumavská') as string,
      description: 'Adresa sídla v centru Brna s přebíráním pošty a souhlasem se sídlem do 24 hodin.',
      canonical: 'http://localhost/virtualni-sidla/3/brno-stred-sumavska',
      ogTitle: 'Brno-střed – Šumavská',
      ogDescription: 'Adresa sídla v centru Brna s přebíráním pošty a souhlasem se sídlem do 24 hodin.',
      ogImage: 'http://localhost/media/office-brno.svg',
    });
    expect(breadcrumb()).toEqual([
      ['Úvod', 'http://localhost/'],
      ['Virtuální sídla', 'http://localhost/virtualni-sidla'],
      ['Brno-střed – Šumavská', 'http://localhost/virtualni-sidla/3/brno-stred-sumavska'],
    ]);
  });

  it('a meeting room: description as plain text from its HTML body, shortened, breadcrumb in English', async () => {
    const body =
      '<p>A boardroom with a <strong>view of the Vltava</strong> for board meetings, general meetings and talks ' +
      'with investors.</p><p>Open to everyone, not only our clients. The price covers a two-hour block; each ' +
      'further hour is charged pro rata.</p>';
    server.use(
      http.get('*/api/content/meeting-room/1', () =>
        HttpResponse.json({
          data: { id: 1, slug: 'rohan-meeting-room-prague-8', title: 'Rohan meeting room – Prague 8', body },
        }),
      ),
    );
    renderWithProviders(
      <MeetingRoomPage routeId="meetingRoom" locale="en" params={{ id: '1', slug: 'rohan-meeting-room-prague-8' }} />,
      { path: '/en/meeting-rooms-rental/1/rohan-meeting-room-prague-8' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Rohan meeting room – Prague 8' })).toBeInTheDocument();
    const { description, canonical, ogImage, ogDescription } = head();
    expect(description).toMatch(/^A boardroom with a view of the Vltava for board meetings, .*…$/);
    expect(description).not.toMatch(/[<>]/);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(ogDescription).toBe(description);
    expect(ogImage).toBeNull();
    expect(canonical).toBe('http://localhost/en/meeting-rooms-rental/1/rohan-meeting-room-prague-8');
    expect(breadcrumb()).toEqual([
      ['Home', 'http://localhost/en'],
      ['Meeting room rental', 'http://localhost/en/meeting-rooms-rental'],
      ['Rohan meeting room – Prague 8', 'http://localhost/en/meeting-rooms-rental/1/rohan-meeting-room-prague-8'],
    ]);
  });

  it('a foreign company reached by its own slug: perex as description, canonical, breadcrumb', async () => {
    server.use(
      http.get('*/api/content/foreign-company/2', () =>
        HttpResponse.json({
          data: {
            id: 2,
            slug: 'company-in-cyprus',
            title: 'Company in Cyprus',
            perex: 'A Cypriot limited company: an EU member state with a 12.5% corporate tax rate.',
            body: '<p>We set up a private limited company in Cyprus.</p>',
            alternate: { locale: 'cs', id: 2, slug: 'spolecnost-na-kypru' },
          },
        }),
      ),
    );
    renderWithProviders(
      <ForeignCompanyPage routeId="foreignCompany" locale="en" params={{ id: '2', slug: 'company-in-cyprus' }} />,
      { path: '/en/foreign-companies/2/company-in-cyprus' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Company in Cyprus' })).toBeInTheDocument();
    expect(head()).toMatchObject({
      description: 'A Cypriot limited company: an EU member state with a 12.5% corporate tax rate.',
      canonical: 'http://localhost/en/foreign-companies/2/company-in-cyprus',
      ogTitle: 'Company in Cyprus',
    });
    expect(breadcrumb()).toEqual([
      ['Home', 'http://localhost/en'],
      ['Foreign and offshore companies', 'http://localhost/en/foreign-companies'],
      ['Company in Cyprus', 'http://localhost/en/foreign-companies/2/company-in-cyprus'],
    ]);
  });
});

describe('head of an offer listing', () => {
  it('takes the title and the description from the page copy, with the page as canonical', async () => {
    server.use(
      http.get('*/api/content/page/key/meetingRooms', () =>
        HttpResponse.json({
          data: {
            title: 'Pronájem zasedacích místností',
            perex: 'Reprezentativní prostory pro jednání.',
            metaDescription: 'Zasedací místnosti v Praze, Brně a Plzni: projektor, Wi-Fi, občerstvení.',
          },
        }),
      ),
      http.get('*/api/content/meeting-room', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
    );
    renderWithProviders(<MeetingRoomsPage routeId="meetingRooms" locale="cs" params={{}} />, {
      path: '/pronajem-zasedacich-mistnosti',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pronájem zasedacích místností' })).toBeInTheDocument();
    expect(head()).toMatchObject({
      title: expect.stringContaining('Pronájem zasedacích místností') as string,
      description: 'Zasedací místnosti v Praze, Brně a Plzni: projektor, Wi-Fi, občerstvení.',
      canonical: 'http://localhost/pronajem-zasedacich-mistnosti',
    });
    expect(jsonLd()).toEqual([]);
  });

  it('the price list names the shown section in its title and falls back to the perex for the description', async () => {
    server.use(
      http.get('*/api/content/page/key/priceList', () =>
        HttpResponse.json({ data: { title: 'Price list', perex: 'Our prices, all excluding VAT.' } }),
      ),
      http.get('*/api/content/pricelist-section', () =>
        HttpResponse.json({
          data: [
            { id: 1, slug: 'ready-made-companies', title: 'Ready-made companies', rows: [] },
            { id: 2, slug: 'liquidation', title: 'Liquidation', rows: [] },
          ],
          meta: { total: 2 },
        }),
      ),
    );
    renderWithProviders(<PriceListPage routeId="priceList" locale="en" params={{ slug: 'liquidation' }} />, {
      path: '/en/pricelist/liquidation',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price list' })).toBeInTheDocument();
    expect(head()).toMatchObject({
      title: expect.stringContaining('Price list – Liquidation') as string,
      description: 'Our prices, all excluding VAT.',
      canonical: 'http://localhost/en/pricelist/liquidation',
    });
  });
});
