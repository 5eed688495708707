import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, useAuth, useFieldErrors } from 'shared';
import { mockApi, renderWithProviders, type MockReply, type RecordedRequest } from '../../../test/utils';
import LoginPage, { loginTarget } from './LoginPage';

let server: ReturnType<typeof mockApi>;
let reply: (request: RecordedRequest) => MockReply;

const USER = { id: 1, email: 'demo@example.com', scope: 'customer' };

beforeEach(() => {
  applyLocale('cs');
  localStorage.clear();
  useAuth.setState({ token: null, user: null, loggedIn: false });
  useFieldErrors.getState().clear();
  reply = (request) =>
    request.url === '/api/auth/login'
      ? { status: 200, data: { token: 'tok-123' } }
      : { status: 200, data: { data: USER } };
  server = mockApi((request) => reply(request));
});

afterEach(() => server.restore());

async function logIn(path: string, locale: 'cs' | 'en' = 'cs') {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage routeId="login" locale={locale} params={{}} />, path);
  await user.type(screen.getByLabelText(locale === 'cs' ? /^E-mail/ : /^E-mail/), 'demo@example.com');
  await user.type(screen.getByLabelText(locale === 'cs' ? /^Heslo/ : /^Password/), 'demo-password');
  await user.click(screen.getByRole('button', { name: locale === 'cs' ? 'Přihlásit se' : 'Log in' }));
}

describe('LoginPage', () => {
  it('logs in and goes to the remembered internal path', async () => {
    await logIn('/prihlaseni?redirect=%2Fmuj-ucet%3Ftab%3D1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/muj-ucet?tab=1'));
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'demo@example.com', password: 'demo-password' },
    });
    expect(useAuth.getState()).toMatchObject({ loggedIn: true, token: 'tok-123', user: USER });
  });

  it.each([
    ['https://evil.example/phish', 'an absolute URL'],
    ['//evil.example', 'a protocol-relative URL'],
    ['/\\evil.example', 'a backslash trick'],
    ['javascript:alert(1)', 'a script URL'],
  ])('ignores the redirect %s (%s) and goes home', async (redirect) => {
    await logIn(`/prihlaseni?redirect=${encodeURIComponent(redirect)}`);
    await waitFor(() => expect(useAuth.getState().loggedIn).toBe(true));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('goes to the English home without a redirect on the English page', async () => {
    applyLocale('en');
    await logIn('/en/login', 'en');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
  });

  it('says the credentials are wrong on 401 and keeps the e-mail', async () => {
    reply = () => ({ status: 401, data: { message: 'Unauthorized' } });
    await logIn('/prihlaseni');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nesprávný e-mail nebo heslo.');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('demo@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent('/prihlaseni');
    expect(useAuth.getState().loggedIn).toBe(false);
  });

  it('shows 422 field errors at the fields', async () => {
    reply = () => ({
      status: 422,
      data: { message: 'Odeslaná data nejsou platná.', errors: { password: ['Pole musí být vyplněno'] } },
    });
    await logIn('/prihlaseni');
    const password = screen.getByLabelText(/^Heslo/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Pole musí být vyplněno');
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
  });

  it('accepts only internal redirect targets', () => {
    expect(loginTarget('/cenik', 'cs')).toBe('/cenik');
    expect(loginTarget('https://evil.example', 'cs')).toBe('/');
    expect(loginTarget(null, 'en')).toBe('/en');
  });
});
