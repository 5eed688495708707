import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  ApiError,
  i18n,
  routeTable,
  useAuth,
  useSettings,
  useUi,
  type PageLoaderArgs,
  type PageProps,
  I18nextProvider,
} from 'shared';
import { usePageData, reloadOn } from 'shared/page-data';
import { http, HttpResponse, requests, server } from 'shared/testing';
import { loadPageLoader, loadRemoteModule, pageRevalidateOf } from '../federation/modules';
import { routeObjects } from './router';

jest.mock('../federation/modules', () => ({
  loadRemoteModule: jest.fn(),
  loadPageLoader: jest.fn(),
  loadedModulesTextsIn: jest.fn(async () => undefined),
  pageRevalidateOf: jest.fn(() => null),
}));
jest.mock('../federation/registry', () => ({
  resetRemote: jest.fn(),
  remoteOf: (id: string) => id.split('/')[0],
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const loadLoader = loadPageLoader as jest.MockedFunction<typeof loadPageLoader>;
const revalidateOf = pageRevalidateOf as jest.MockedFunction<typeof pageRevalidateOf>;

function Page({ routeId, locale, params }: PageProps) {
  return <h1>{`${routeId} ${locale} ${JSON.stringify(params)}`}</h1>;
}

function visit(path: string) {
  const router = createMemoryRouter(routeObjects(routeTable()), { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  load.mockReset();
  loadLoader.mockReset();
  loadLoader.mockResolvedValue(null);
  revalidateOf.mockReset();
  revalidateOf.mockReturnValue(null);
  load.mockImplementation(async (id) => {
    if (id.startsWith('mf_chrome/')) throw new Error('mf_chrome is down');
    return Page as never;
  });
});

describe('shell routing', () => {
  it('hands a known Czech route to its remote with route id, locale and parameters', async () => {
    visit('/virtualni-sidla/9/praha-8');
    expect(
      await screen.findByRole('heading', { name: 'virtualOffice cs {"id":"9","slug":"praha-8"}' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_content/Page');
    expect(document.documentElement.lang).toBe('cs');
  });

  it('routes English paths and sets the page language', async () => {
    visit('/en/contact-form');
    expect(await screen.findByRole('heading', { name: 'contactForm en {}' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_forms/ContactFormPage');
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/tato-stranka-neexistuje', 'Stránka nenalezena'],
    ['/virtualni-sidla/paris', 'Stránka nenalezena'],
    ['/en/no-such-page', 'This page could not be found'],
  ])('shows the 404 page for %s', async (path, title) => {
    visit(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('keeps a minimal header with language links when mf-chrome is down', async () => {
    visit('/kontakt');
    const header = await screen.findByRole('banner');
    expect(header).toHaveAttribute('data-fallback', 'mf_chrome');
    expect(screen.getByRole('link', { name: 'en' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByRole('link', { name: 'cz' })).toHaveAttribute('href', '/kontakt');
    expect(screen.getByRole('link', { name: 'Sídlo Partner' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('sends a guest from a login-only page to the login page, remembering the path', async () => {
    useAuth.setState({ loggedIn: false, user: null, checked: true });
    const router = visit('/muj-ucet');
    expect(await screen.findByRole('heading', { name: 'login cs {}' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prihlaseni');
    expect(router.state.location.search).toBe('?redirect=%2Fmuj-ucet');
  });

  it('moves a logged-in user away from the guest-only login page', async () => {
    useAuth.setState({
      loggedIn: true,
      user: { id: 1, email: 'demo@example.com', name: '', scope: ['user'] },
      checked: true,
    });
    const router = visit('/en/login');
    expect(await screen.findByRole('heading', { name: 'home en {}' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en');
    useAuth.setState({ loggedIn: false, user: null, checked: true });
  });
});

describe('page data', () => {
  /** A page that shows what its route's loader gave it, and retries. */
  function DataPage() {
    const { state, retry } = usePageData<() => Promise<string>>();
    if (state.status === 'loading') return <p>loading</p>;
    if (state.status !== 'ready') return <button onClick={retry}>{state.status}</button>;
    return <h1>{state.data}</h1>;
  }

  it("renders the page with its module's loader data: run once, with the route, locale and parameters", async () => {
    const loader = jest.fn(async (args: PageLoaderArgs) => `${args.routeId} ${args.params.id} ${args.url.search}`);
    loadLoader.mockResolvedValue(loader);
    load.mockImplementation(async (id) => (id === 'mf_content/Page' ? (DataPage as never) : (Page as never)));
    visit('/virtualni-sidla/9/praha-8?a=1');
    expect(await screen.findByRole('heading', { name: 'virtualOffice 9 ?a=1' })).toBeInTheDocument();
    expect(loadLoader).toHaveBeenCalledWith('mf_content/Page');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]?.[0]).toMatchObject({ locale: 'cs', params: { id: '9', slug: 'praha-8' } });
  });

  it("draws the page's own not-found and failure, and a retry loads again", async () => {
    let answer: () => Promise<string> = () => Promise.reject(new ApiError(404, 'not_found', 'no'));
    loadLoader.mockResolvedValue(() => answer());
    load.mockImplementation(async (id) => (id === 'mf_content/Page' ? (DataPage as never) : (Page as never)));
    visit('/virtualni-sidla/9/praha-8');
    expect(await screen.findByRole('button', { name: 'notFound' })).toBeInTheDocument();

    answer = () => Promise.reject(new ApiError(null, 'network', 'offline'));
    await act(async () => screen.getByRole('button', { name: 'notFound' }).click());
    expect(await screen.findByRole('button', { name: 'error' })).toBeInTheDocument();

    answer = async () => 'loaded';
    await act(async () => screen.getByRole('button', { name: 'error' }).click());
    expect(await screen.findByRole('heading', { name: 'loaded' })).toBeInTheDocument();
  });

  it("asks the page module's shouldRevalidate before loading again on a move within the page", async () => {
    const loader = jest.fn(async (args: PageLoaderArgs) => `office ${args.params.id}`);
    loadLoader.mockResolvedValue(loader);
    revalidateOf.mockReturnValue(reloadOn({ params: ['id'] }));
    load.mockImplementation(async (id) => (id === 'mf_content/Page' ? (DataPage as never) : (Page as never)));
    const router = visit('/virtualni-sidla/9/praha-8');
    expect(await screen.findByRole('heading', { name: 'office 9' })).toBeInTheDocument();
    await act(() => router.navigate('/virtualni-sidla/9/jine-jmeno'));
    expect(loader).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/virtualni-sidla/10/praha-10'));
    expect(await screen.findByRole('heading', { name: 'office 10' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for parameters the route table refuses: the 404 page', async () => {
    const loader = jest.fn(async () => 'data');
    loadLoader.mockResolvedValue(loader);
    visit('/virtualni-sidla/paris');
    expect(await screen.findByRole('heading', { name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('layouts', () => {
  it('puts a page in the layout its route names: the maintenance page without header or footer', async () => {
    visit('/mimo-provoz');
    expect(await screen.findByRole('heading', { name: 'maintenance cs {}' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('keeps the layout as it is between two pages of it, and changes it for a page of another', async () => {
    const router = visit('/kontakt');
    expect(await screen.findByRole('heading', { name: 'contact cs {}' })).toBeInTheDocument();
    const header = await screen.findByRole('banner');
    await act(() => router.navigate('/kontaktni-formular'));
    expect(await screen.findByRole('heading', { name: 'contactForm cs {}' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBe(header);
    await act(() => router.navigate('/mimo-provoz'));
    expect(await screen.findByRole('heading', { name: 'maintenance cs {}' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('staff pages', () => {
  const user = (scope: string[]) => ({ id: 7, email: 'someone@example.com', name: '', scope });
  afterEach(() => useAuth.setState({ loggedIn: false, user: null, checked: true }));

  it.each([
    ['a guest', false, null],
    ['a logged-in user who is not staff', true, user(['user'])],
  ])('show %s the 404 page of an unknown path, with no redirect and no remote loaded', async (_who, loggedIn, who) => {
    useAuth.setState({ loggedIn, user: who, checked: true });
    const router = visit('/admin/poptavky');
    expect(await screen.findByRole('heading', { name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/poptavky');
    expect(load).not.toHaveBeenCalledWith('mf_forms/InboxPage');
  });

  it('hand staff the inbox of the page language', async () => {
    useAuth.setState({ loggedIn: true, user: user(['user', 'staff']), checked: true });
    visit('/en/admin/enquiries');
    expect(await screen.findByRole('heading', { name: 'adminEnquiries en {}' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_forms/InboxPage');
  });
});

describe('settings and maintenance', () => {
  const fresh = () => {
    useSettings.setState({ settings: {}, locale: null, status: 'idle' });
    useUi.setState({ maintenance: false });
  };
  // Pages of earlier tests may have loaded a language's settings already.
  beforeEach(fresh);
  afterEach(fresh);

  it("loads the settings in the page's language", async () => {
    visit('/en/contact-form');
    await waitFor(() => expect(requests({ path: '/api/settings' }).map((r) => r.query.get('lang'))).toContain('en'));
  });

  it('sends every page to the maintenance page while maintenance is on', async () => {
    server.use(
      http.get('*/api/settings', () => HttpResponse.json([{ name: 'maintenance', value: { is_enabled: true } }])),
    );
    const router = visit('/kontakt');
    expect(await screen.findByRole('heading', { name: 'maintenance cs {}' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mimo-provoz');
  });
});

describe('global modal slot', () => {
  it('loads the modal frame only on the first modal:open and hands it that event', async () => {
    const { bus } = await import('shared');
    const { act } = await import('@testing-library/react');
    load.mockImplementation(async (id) => {
      if (id === 'mf_chrome/GlobalModal') {
        return (({ initial }: { initial?: { title?: string } | null }) => (
          <div role="dialog" aria-label={initial?.title} />
        )) as never;
      }
      if (id.startsWith('mf_chrome/')) throw new Error('mf_chrome is down');
      return Page as never;
    });
    visit('/kontakt');
    expect(await screen.findByRole('heading', { name: 'contact cs {}' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('mf_chrome/GlobalModal');
    act(() => bus.emit('modal:open', { type: 'contact-form', title: 'Zeptejte se nás' }));
    expect(await screen.findByRole('dialog', { name: 'Zeptejte se nás' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_chrome/GlobalModal');
  });
});
