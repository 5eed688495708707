import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { useAuth } from 'shared';
import { apiError, http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import InboxPage, { actions, loader as inboxPageLoader } from './InboxPage';
import { listAnswer, listOf, row, STAFF } from './testData';
import { POLL_MS } from './useFeed';

function renderPage(path = '/admin/poptavky') {
  const locale = path.startsWith('/en') ? 'en' : 'cs';
  return renderWithProviders(<InboxPage routeId="adminEnquiries" locale={locale} params={{}} />, {
    loader: inboxPageLoader,
    actions,
    path,
  });
}

/** Lets the mock API answer while the page's own timers stay frozen. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await nextMacrotask();
  });
}

function setHidden(hidden: boolean, tell = true) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  if (tell) document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => useAuth.setState({ user: STAFF, loggedIn: true, checked: true }));

describe('the staff inbox', () => {
  it('lists the enquiries with type names, contact links and status, and counts the new ones in the title', async () => {
    server.use(listAnswer(listOf([row(3), row(2, { status: 'contacted', phone: '', item_name: null })], 4)));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Poptávky, nejnovější nahoře' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Virtuální sídlo');
    expect(first).toHaveTextContent('Praha 1 – Václavské náměstí');
    expect(first).toHaveTextContent('Nová');
    expect(second).toHaveTextContent('Kontaktovaná');
    expect(within(first!).getByRole('link', { name: 'zakaznik3@example.com' })).toHaveAttribute(
      'href',
      'mailto:zakaznik3@example.com',
    );
    expect(within(first!).getByRole('link', { name: '+420777123456' })).toHaveAttribute('href', 'tel:+420777123456');
    expect(within(second!).queryByRole('link', { name: /^\+420/ })).not.toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Zákazník 3' })).toHaveAttribute('href', '/admin/poptavky?id=3');
    await waitFor(() => expect(document.title).toBe('(4) Poptávky | Sídlo Partner'));
    expect(screen.getByRole('link', { name: /^Poptávky/, current: 'page' })).toHaveTextContent('4 nové');
    expect(screen.getByRole('link', { name: 'Stáhnout CSV pro Excel' })).toHaveAttribute(
      'href',
      '/api/admin/enquiries/export.csv',
    );
    expect(requests({ path: '/api/admin/enquiries' })[0]?.query.toString()).toBe('limit=20&offset=0');
  });

  it('filters by the address: the server can render it, the CSV carries it, and the form changes it without a reload', async () => {
    server.use(listAnswer(listOf([row(3)])));
    const user = userEvent.setup();
    renderPage('/admin/poptavky?status=new&q=jana&page=2&unknown=1');
    const search = await screen.findByRole('search', { name: 'Filtrovat poptávky' });
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByLabelText('Stav')).toHaveValue('new');
    expect(within(search).getByLabelText('Jméno nebo e-mail')).toHaveValue('jana');
    expect(requests({ path: '/api/admin/enquiries' })[0]?.query.toString()).toBe(
      'status=new&q=jana&limit=20&offset=20',
    );
    expect(screen.getByRole('link', { name: 'Stáhnout CSV pro Excel' })).toHaveAttribute(
      'href',
      '/api/admin/enquiries/export.csv?status=new&q=jana',
    );

    await user.selectOptions(within(search).getByLabelText('Druh'), 'Rezervace ready-made společnosti');
    await user.clear(within(search).getByLabelText('Jméno nebo e-mail'));
    await user.click(within(search).getByRole('button', { name: 'Filtrovat' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/poptavky?status=new&type=readymade'),
    );
    await waitFor(() =>
      expect(requests({ path: '/api/admin/enquiries' }).at(-1)?.query.toString()).toBe(
        'status=new&type=readymade&limit=20&offset=0',
      ),
    );
  });

  it('pages through the list with links that keep the filters', async () => {
    server.use(
      http.get('*/api/admin/enquiries', () =>
        HttpResponse.json({ data: [row(1)], meta: { total: 45, limit: 20, offset: 20, newCount: 1 } }),
      ),
    );
    renderPage('/admin/poptavky?type=order&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Stránky seznamu' });
    expect(pager).toHaveTextContent('Strana 2 z 3');
    expect(within(pager).getByRole('link', { name: 'Předchozí stránka' })).toHaveAttribute(
      'href',
      '/admin/poptavky?type=order',
    );
    expect(within(pager).getByRole('link', { name: 'Další stránka' })).toHaveAttribute(
      'href',
      '/admin/poptavky?type=order&page=3',
    );
  });

  describe('while open', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
    afterEach(() => {
      jest.useRealTimers();
      setHidden(false, false);
    });

    it('brings new enquiries in every 15 s, reads them out and counts them; it waits while the tab is hidden', async () => {
      let rows = [row(3)];
      server.use(http.get('*/api/admin/enquiries', () => HttpResponse.json(listOf(rows))));
      renderPage();
      await settle();
      expect(screen.getByRole('table')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('(1) Poptávky | Sídlo Partner'));
      const asked = () => requests({ path: '/api/admin/enquiries' }).length;
      expect(asked()).toBe(1);

      rows = [row(4, { name: 'Jana Nováková', created_at: '2026-11-24T10:00:00.000Z' }), ...rows];
      await act(async () => jest.advanceTimersByTime(POLL_MS - 1));
      expect(asked()).toBe(1);
      await act(async () => jest.advanceTimersByTime(1));
      await settle();
      expect(asked()).toBe(2);
      const [, first] = screen.getAllByRole('row');
      expect(first).toHaveTextContent('Jana Nováková');
      expect(first).toHaveTextContent('právě přišla');
      expect(screen.getByText('Nová poptávka: Jana Nováková')).toBeInTheDocument();
      expect(document.title).toBe('(2) Poptávky | Sídlo Partner');

      setHidden(true);
      await act(async () => jest.advanceTimersByTime(3 * POLL_MS));
      await settle();
      expect(asked()).toBe(2);
      rows = [
        row(5, { created_at: '2026-11-24T11:00:00.000Z' }),
        row(6, { created_at: '2026-11-24T11:30:00.000Z' }),
        ...rows,
      ];
      setHidden(false);
      await settle();
      expect(asked()).toBe(3);
      expect(screen.getByText(/Přišly 2 nové poptávky/)).toBeInTheDocument();
      expect(document.title).toBe('(4) Poptávky | Sídlo Partner');
    });

    it('says when the session has gone, offers a new login back to this page, and stops asking', async () => {
      server.use(listAnswer(listOf([row(3)])));
      renderPage('/admin/poptavky?status=new');
      await settle();
      server.use(http.get('*/api/admin/enquiries', () => apiError(401, 'unauthorized')));
      await act(async () => jest.advanceTimersByTime(POLL_MS));
      await settle();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Vaše přihlášení vypršelo');
      expect(within(alert).getByRole('link', { name: 'Přihlásit se znovu' })).toHaveAttribute(
        'href',
        '/prihlaseni?redirect=%2Fadmin%2Fpoptavky%3Fstatus%3Dnew',
      );
      const asked = requests({ path: '/api/admin/enquiries' }).length;
      await act(async () => jest.advanceTimersByTime(3 * POLL_MS));
      await settle();
      expect(requests({ path: '/api/admin/enquiries' })).toHaveLength(asked);
    });
  });

  it('speaks English under /en', async () => {
    server.use(listAnswer(listOf([row(3, { type: 'order', status: 'won' })], 1)));
    renderPage('/en/admin/enquiries');
    const table = await screen.findByRole('table', { name: 'Enquiries, newest first' });
    expect(table).toHaveTextContent('Cart order');
    expect(table).toHaveTextContent('Won');
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    // Drawn without the site's header, the inbox has its own ways out.
    const nav = screen.getByRole('navigation', { name: 'Staff navigation' });
    expect(within(nav).getByRole('link', { name: 'Česká verze' })).toHaveAttribute('href', '/admin/poptavky');
    expect(within(nav).getByRole('link', { name: 'Website' })).toHaveAttribute('href', '/en');
    expect(within(nav).getByRole('link', { name: 'Account and log out' })).toHaveAttribute('href', '/en/my-account');
    await waitFor(() => expect(document.title).toBe('(1) Enquiries | Sídlo Partner'));
  });

  it('says so when the list cannot be loaded, and loads it again on request', async () => {
    server.use(http.get('*/api/admin/enquiries', () => HttpResponse.json({ data: 'not a list' })));
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Poptávky se nepodařilo načíst.');
    server.use(listAnswer(listOf([row(3)])));
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
