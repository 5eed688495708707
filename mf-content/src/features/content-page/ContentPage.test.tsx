import { act, fireEvent, screen } from '@testing-library/react';
import { api, useAlternates } from 'shared';
import { ok, renderWithProviders } from '../../../test/render';
import Page from '../../app/Page';

const aboutUs = {
  data: {
    id: 2,
    type: 'page',
    locale: 'cs',
    slug: 'o-nas',
    title: 'O nás',
    perex: 'Pomáháme podnikatelům od roku 2001.',
    body: '<p>Jsme <strong>Sídlo Partner</strong>.</p><p><a href="/kontakt">Kontakt</a></p>',
    sections: [{ heading: 'Naše pobočky', body: '<p>Praha a Brno</p>' }],
    alternate: { locale: 'en', id: 2, slug: 'about-us' },
  },
};

/** What the api client rejects with on an HTTP error or a network failure. */
function httpError(status: number | null) {
  return Object.assign(new Error(status ? `Request failed with status code ${status}` : 'Network Error'), {
    isAxiosError: true,
    response: status ? { status, data: { message: 'Content not found' } } : undefined,
  });
}
const notFound = () => httpError(404);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let get: jest.SpyInstance;
afterEach(() => {
  get.mockRestore();
  delete (window as unknown as { __pwned?: unknown }).__pwned;
});

describe('ContentPage', () => {
  it('shows a loading state, then the page of the route loaded by its key', async () => {
    const detail = deferred<unknown>();
    get = jest.spyOn(api, 'get').mockImplementation(((url: string) => {
      if (url === '/api/content/page/key/aboutUs?lang=cs') return detail.promise;
      return Promise.reject(new Error(`unexpected ${url}`));
    }) as never);

    const { container } = renderWithProviders(<Page routeId="aboutUs" locale="cs" params={{}} />, '/o-nas');

    expect(await screen.findByText('Načítáme obsah stránky…')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => detail.resolve({ data: aboutUs }));

    expect(await screen.findByRole('heading', { level: 1, name: 'O nás' })).toBeInTheDocument();
    expect(screen.getByText('Pomáháme podnikatelům od roku 2001.')).toBeInTheDocument();
    expect(screen.getByText('Sídlo Partner', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Naše pobočky' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(document.title).toBe('O nás | Sídlo Partner');
  });

  it('follows internal links inside the content without reloading the page', async () => {
    get = jest.spyOn(api, 'get').mockImplementation((() => ok(aboutUs)) as never);
    renderWithProviders(<Page routeId="aboutUs" locale="cs" params={{}} />, '/o-nas');

    fireEvent.click(await screen.findByRole('link', { name: 'Kontakt' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/kontakt');
  });

  it('sanitises the HTML: no script element, no event handler runs', async () => {
    const hostile = {
      data: {
        ...aboutUs.data,
        body: '<p>Bezpečný text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">odkaz</a>',
        sections: [
          { heading: 'Sekce', body: '<p onclick="window.__pwned = 4">Klikni</p><script>window.__pwned = 5</script>' },
        ],
      },
    };
    get = jest.spyOn(api, 'get').mockImplementation((() => ok(hostile)) as never);

    const { container } = renderWithProviders(<Page routeId="aboutUs" locale="cs" params={{}} />, '/o-nas');

    expect(await screen.findByText('Bezpečný text')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Klikni'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByText('odkaz').getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('shows an error with a retry when loading fails, and loads again on retry', async () => {
    let fail = true;
    get = jest.spyOn(api, 'get').mockImplementation(((url: string) => {
      if (fail) return Promise.reject(httpError(null));
      return ok(aboutUs);
    }) as never);

    renderWithProviders(<Page routeId="aboutUs" locale="cs" params={{}} />, '/o-nas');

    expect(await screen.findByRole('alert')).toHaveTextContent('Obsah stránky se nepodařilo načíst.');
    const retry = screen.getByRole('button', { name: 'Zkusit znovu' });
    expect(retry).toHaveFocus();

    fail = false;
    fireEvent.click(retry);

    expect(await screen.findByRole('heading', { level: 1, name: 'O nás' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the not-found state when the API has no such page', async () => {
    get = jest.spyOn(api, 'get').mockImplementation((() => Promise.reject(notFound())) as never);
    renderWithProviders(<Page routeId="career" locale="en" params={{}} />, '/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('loads a detail item by id and publishes its alternate-language path', async () => {
    get = jest.spyOn(api, 'get').mockImplementation(((url: string) => {
      if (url === '/api/content/virtual-office/1?lang=en') {
        return ok({
          data: {
            id: 1,
            type: 'virtual-office',
            locale: 'en',
            slug: 'prague-1-wenceslas-square',
            title: 'Prague 1 – Wenceslas Square',
            perex: 'A prestigious address in the city centre.',
            included: '<ul><li>Mail handling</li></ul>',
            alternate: { locale: 'cs', id: 1, slug: 'praha-1-vaclavske-namesti' },
          },
        });
      }
      return Promise.reject(notFound());
    }) as never);
    const path = '/en/virtual-headquarters/1/prague-1-wenceslas-square';

    renderWithProviders(
      <Page routeId="virtualOffice" locale="en" params={{ id: '1', slug: 'prague-1-wenceslas-square' }} />,
      path,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Prague 1 – Wenceslas Square' })).toBeInTheDocument();
    expect(screen.getByText('Mail handling')).toBeInTheDocument();
    expect(useAlternates.getState().forPath).toBe(path);
    expect(useAlternates.getState().paths).toEqual({
      cs: '/virtualni-sidla/1/praha-1-vaclavske-namesti',
      en: '/en/virtual-headquarters/1/prague-1-wenceslas-square',
    });
  });

  it('shows not found when a detail item answers 404', async () => {
    get = jest.spyOn(api, 'get').mockImplementation((() => Promise.reject(notFound())) as never);
    renderWithProviders(
      <Page routeId="glossaryTerm" locale="cs" params={{ id: '999', slug: 'nic' }} />,
      '/glossary/999/nic',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/content/glossary-term/999?lang=cs', expect.anything());
  });

  it('shows the city page of Prague virtual offices for /virtualni-sidla/prague', async () => {
    get = jest
      .spyOn(api, 'get')
      .mockImplementation((() =>
        ok({
          data: { id: 11, title: 'Virtuální sídla Praha', body: '<p>Adresy v Praze</p>', sections: [] },
        })) as never);
    renderWithProviders(
      <Page routeId="virtualOfficesCity" locale="cs" params={{ city: 'prague' }} />,
      '/virtualni-sidla/prague',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtuální sídla Praha' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/content/page/key/virtualOfficesPrague?lang=cs', expect.anything());
    expect(get).toHaveBeenCalledTimes(1);
  });
});
