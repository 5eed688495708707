import { fireEvent, screen } from '@testing-library/react';
import { bus, type Locale, type RouteId } from 'shared';
import { http, HttpResponse, renderWithProviders, server } from 'shared/testing';
import ContentPage, { loader as contentPageLoader } from './ContentPage';

const page = (id: number, locale: Locale, title: string) => ({
  data: {
    id,
    type: 'page',
    locale,
    slug: 'x',
    title,
    body: '<p>Text</p>',
    sections: [],
    alternate: null,
  },
});

const CASES: [RouteId, Locale, string, string, object][] = [
  [
    'establishmentSro',
    'cs',
    '/zalozeni-spolecnosti-sro',
    'Poptat založení',
    {
      type: 'establishment',
      itemId: 31,
      itemName: 'Založení s.r.o.',
      title: 'Poptávka založení společnosti',
      otherServices: ['Virtuální sídlo', 'Vedení účetnictví', 'Registrace k DPH'],
    },
  ],
  [
    'liquidation',
    'en',
    '/en/company-liquidation',
    'Enquire about liquidation',
    {
      type: 'liquidation',
      itemId: 31,
      itemName: 'Company liquidation',
      title: 'Company liquidation enquiry',
      otherServices: ['Accounting and tax returns in liquidation', 'Virtual office for the liquidation period'],
    },
  ],
];

describe('the enquiry of a service page', () => {
  it.each(CASES)(
    '%s (%s): the button opens the matching modal form about the page; without scripts it leads to that form',
    async (routeId, locale, path, button, payload) => {
      const title = (payload as { itemName: string }).itemName;
      server.use(http.get('*/api/content/page/key/:key', () => HttpResponse.json(page(31, locale, title))));
      const emit = jest.spyOn(bus, 'emit');
      renderWithProviders(<ContentPage routeId={routeId} locale={locale} params={{}} />, {
        loader: contentPageLoader,
        path,
      });
      const link = await screen.findByRole('link', { name: button });
      // Before the scripts (or without them) the link leads to the same form on the contact page.
      const href = new URL(link.getAttribute('href')!, 'http://site.invalid');
      expect(href.searchParams.get('type')).toBe((payload as { type: string }).type);
      expect(href.searchParams.get('name')).toBe(title);
      expect(href.searchParams.getAll('service')).toEqual((payload as { otherServices: string[] }).otherServices);
      fireEvent.click(link);
      expect(emit).toHaveBeenCalledWith('modal:open', payload);
      // The dialog opens on the page itself: the visitor is not moved to the contact page as well.
      expect(screen.getByTestId('location')).toHaveTextContent(path);
      emit.mockRestore();
    },
  );

  it('other service pages have no such button', async () => {
    server.use(http.get('*/api/content/page/key/:key', () => HttpResponse.json(page(5, 'cs', 'O nás'))));
    renderWithProviders(<ContentPage routeId="aboutUs" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/o-nas',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'O nás' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: /Poptat/ })).toBeNull();
  });
});
