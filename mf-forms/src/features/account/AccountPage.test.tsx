import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, useAuth } from 'shared';
import { formPost, apiError, http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import AccountPage, { actions, loader as accountPageLoader } from './AccountPage';

const USER = { id: 3, email: 'demo@example.com', name: 'Demo Uživatel', scope: ['user'] };
const SESSIONS = [
  {
    id: 9,
    created_at: '2026-11-24T09:00:00.000Z',
    last_seen_at: '2026-11-24T09:30:00.000Z',
    browser: 'Chrome, Linux',
    current: true,
  },
  {
    id: 4,
    created_at: '2026-11-20T08:00:00.000Z',
    last_seen_at: '2026-11-21T08:00:00.000Z',
    browser: 'Safari, iOS',
    current: false,
  },
];

beforeEach(() => {
  applyLocale('cs');
  useAuth.setState({ user: USER, loggedIn: true, checked: true });
  server.use(
    http.post('*/api/auth/logout', () => HttpResponse.json({ success: true })),
    http.get('*/api/me/enquiries', () =>
      HttpResponse.json({
        data: [
          { id: 2, type: 'virtual-place', item: 'Praha 1', created_at: '2026-11-23T14:05:00.000Z', status: 'received' },
        ],
      }),
    ),
    http.get('*/api/cart/cs', () => HttpResponse.json([])),
    http.get('*/api/auth/sessions', () => HttpResponse.json({ data: SESSIONS })),
    http.delete('*/api/auth/sessions/4', () => HttpResponse.json({ success: true })),
  );
});

function renderPage() {
  renderWithProviders(<AccountPage routeId="account" locale="cs" params={{}} />, {
    loader: accountPageLoader,
    actions,
    path: '/muj-ucet',
  });
}

describe('AccountPage', () => {
  it('shows the user, their enquiries in Czech and their sessions', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Můj účet' })).toBeInTheDocument();
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Virtuální sídlo')).toBeInTheDocument();
    expect(within(table).getByText('Praha 1')).toBeInTheDocument();
    // The provider's time zone: 14:05 UTC is 15:05 in Prague.
    expect(within(table).getByText('23. 11. 2026 15:05')).toBeInTheDocument();
    expect(within(table).getByText('Přijato, ozveme se vám')).toBeInTheDocument();
    expect(screen.getByText('Toto zařízení')).toBeInTheDocument();
    // Every action is a real form to this page.
    for (const form of document.querySelectorAll('form')) expect(form).toHaveAttribute('method', 'post');
  });

  it("says the account could not be loaded when an answer is not of the API's shape", async () => {
    server.use(http.get('*/api/auth/sessions', () => HttpResponse.json({ data: [{ id: 9, browser: 'Chrome' }] })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Údaje o účtu se nepodařilo načíst.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('logs another session out and reloads the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Odhlásit zařízení Safari, iOS' }));
    await waitFor(() => expect(requests({ method: 'DELETE', path: '/api/auth/sessions/4' })).toHaveLength(1));
    await waitFor(() => expect(requests({ method: 'GET', path: '/api/auth/sessions' }).length).toBeGreaterThan(1));
  });

  it('logs out and forgets the user (then loads home afresh)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Odhlásit se' }));
    await waitFor(() => expect(requests({ path: '/api/auth/logout' })).toHaveLength(1));
    const calls = requests({ path: '/api/auth/logout' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('authorization')).toBeNull();
    expect(useAuth.getState()).toMatchObject({ loggedIn: false, user: null });
  });

  it('says how long to wait when the current password was wrong too many times', async () => {
    const wait = 'Příliš mnoho pokusů se špatným současným heslem. Heslo půjde znovu změnit za 15 min.';
    server.use(
      http.post('*/api/auth/password', () =>
        HttpResponse.json(
          { statusCode: 429, error: 'too_many_requests', message: wait, retryAfter: 900 },
          {
            status: 429,
            headers: { 'retry-after': '900' },
          },
        ),
      ),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Současné heslo/), 'spatne-heslo-1');
    await userEvent.type(screen.getByLabelText(/^Nové heslo/), 'nove-heslo-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
  });

  it('changes the password and empties the form, staying on the page', async () => {
    server.use(http.post('*/api/auth/password', () => HttpResponse.json({ success: true })));
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Současné heslo/), 'demo-password');
    await userEvent.type(screen.getByLabelText(/^Nové heslo/), 'nove-heslo-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByText(/Heslo je změněno/)).toBeInTheDocument();
    expect(requests({ method: 'POST', path: '/api/auth/password' })[0]?.body).toEqual({
      current_password: 'demo-password',
      new_password: 'nove-heslo-1234',
    });
    expect(screen.getByLabelText(/^Současné heslo/)).toHaveValue('');
    expect(screen.getByLabelText(/^Nové heslo/)).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/muj-ucet$/);
  });
});

describe("the account page's actions (the same with scripts and without)", () => {
  const post = (fields: Record<string, string>, path = '/en/my-account') =>
    actions[fields.form!]!(formPost(fields, path));

  it("log out, log out everywhere and ending this browser's session go home, the page loaded whole", async () => {
    server.use(http.post('*/api/auth/sessions/revoke-all', () => HttpResponse.json({ success: true })));
    server.use(http.delete('*/api/auth/sessions/9', () => HttpResponse.json({ success: true })));
    const home = { status: 'done', to: '/en', document: true };
    expect(await post({ form: 'logout' })).toEqual(home);
    expect(useAuth.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(await post({ form: 'end-all' })).toEqual(home);
    expect(await post({ form: 'end-session', session: '9', current: '1' })).toEqual(home);
    // Log out sends no body: the endpoint takes none.
    expect(requests({ path: '/api/auth/logout' })[0]?.body).toBeUndefined();
  });

  it("ending another browser's session and changing the password stay on the page", async () => {
    server.use(http.post('*/api/auth/password', () => HttpResponse.json({ success: true })));
    expect(await post({ form: 'end-session', session: '4' })).toEqual({ status: 'done', to: null });
    expect(requests({ method: 'DELETE', path: '/api/auth/sessions/4' })).toHaveLength(1);
    const changed = { form: 'password', current_password: 'demo-password', new_password: 'nove-heslo-1234' };
    expect(await post(changed, '/muj-ucet')).toEqual({ status: 'done', to: null, back: ['password', 'changed'] });
  });

  it('a gone session sends the visitor to log in and back; errors never carry a password', async () => {
    server.use(
      http.post('*/api/auth/sessions/revoke-all', () => apiError(401, 'unauthenticated', 'Unauthorized')),
      http.post('*/api/auth/password', () =>
        apiError(422, 'validation_failed', 'Invalid', { errors: { new_password: ['Krátké'] } }),
      ),
    );
    expect(await post({ form: 'end-all' }, '/muj-ucet')).toEqual({
      status: 'done',
      to: '/prihlaseni?redirect=%2Fmuj-ucet',
    });
    const refused = await post({ form: 'password', current_password: 'tajne-heslo', new_password: 'kratke' });
    expect(refused).toMatchObject({ status: 'failed', posted: { form: 'password', status: 422 } });
    expect(JSON.stringify(refused)).not.toMatch(/tajne-heslo|kratke/);
  });
});
