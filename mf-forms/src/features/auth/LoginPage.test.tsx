import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, useAuth } from 'shared';
import {
  formPost,
  apiError,
  http,
  HttpResponse,
  renderWithProviders,
  requests,
  server,
  validationError,
} from 'shared/testing';
import { loginTarget } from 'shared';
import LoginPage, { actions } from './LoginPage';

const USER = { id: 1, email: 'demo@example.com', name: '', scope: ['user'] };

beforeEach(() => {
  applyLocale('cs');
  localStorage.clear();
  useAuth.setState({ user: null, loggedIn: false });
  server.use(
    http.post('*/api/auth/login', () =>
      HttpResponse.json({ token_type: 'Cookie', expires_at: '2026-12-24T00:00:00.000Z' }),
    ),
    http.get('*/api/me', () => HttpResponse.json({ data: USER })),
  );
});

async function logIn(path: string, locale: 'cs' | 'en' = 'cs') {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { path, actions });
  await user.type(screen.getByLabelText(locale === 'cs' ? /^E-mail/ : /^E-mail/), 'demo@example.com');
  await user.type(screen.getByLabelText(locale === 'cs' ? /^Heslo/ : /^Password/), 'demo-password');
  await user.click(screen.getByRole('button', { name: locale === 'cs' ? 'Přihlásit se' : 'Log in' }));
}

describe('LoginPage', () => {
  it('is a real form that posts to its own address, redirect kept', () => {
    renderWithProviders(<LoginPage />, {
      path: '/prihlaseni?redirect=%2Fkosik',
      actions,
    });
    const form = screen.getByRole('button', { name: 'Přihlásit se' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/prihlaseni?redirect=%2Fkosik');
  });

  it("posts to its address without a campaign's tracking parameters, as the server renders it", () => {
    renderWithProviders(<LoginPage />, {
      path: '/prihlaseni?utm_source=newsletter&redirect=%2Fkosik&fbclid=IwAR0abc',
      actions,
    });
    const form = screen.getByRole('button', { name: 'Přihlásit se' }).closest('form');
    expect(form).toHaveAttribute('action', '/prihlaseni?redirect=%2Fkosik');
  });

  it('says the credentials are wrong on 401 and keeps the e-mail', async () => {
    server.use(http.post('*/api/auth/login', () => apiError(401, 'invalid_credentials', 'Unauthorized')));
    await logIn('/prihlaseni');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nesprávný e-mail nebo heslo.');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('demo@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent('/prihlaseni');
    expect(useAuth.getState().loggedIn).toBe(false);
  });

  it('shows 422 field errors at the fields', async () => {
    server.use(http.post('*/api/auth/login', () => validationError({ password: ['Pole musí být vyplněno'] })));
    await logIn('/prihlaseni');
    const password = screen.getByLabelText(/^Heslo/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('Pole musí být vyplněno');
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
    // The summary above the form lists the error as a link to its field, and takes the focus.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Opravte prosím tyto chyby');
    expect(summary).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Pole musí být vyplněno' }));
    expect(password).toHaveFocus();
  });

  it('logs in, then loads where the visitor was going (an internal path only) whole from the server; never the password', async () => {
    const post = (path: string, password = 'demo-password') =>
      actions.login!(formPost({ form: 'login', email: 'demo@example.com', password }, path));
    expect(await post('/prihlaseni?redirect=%2Fmuj-ucet%3Ftab%3D1')).toEqual({
      status: 'done',
      to: '/muj-ucet?tab=1',
      document: true,
    });
    expect(requests({ method: 'POST', path: '/api/auth/login' })[0]?.body).toEqual({
      email: 'demo@example.com',
      password: 'demo-password',
    });
    for (const outside of ['https://evil.example/phish', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(await post(`/prihlaseni?redirect=${encodeURIComponent(outside)}`)).toMatchObject({ to: '/' });
    expect(await post('/en/login')).toMatchObject({ to: '/en' });
    server.use(http.post('*/api/auth/login', () => apiError(401, 'invalid_credentials', 'Unauthorized')));
    expect(await post('/prihlaseni', 'spatne-heslo')).toMatchObject({
      status: 'failed',
      posted: { form: 'login', values: { email: 'demo@example.com' }, status: 401 },
    });
    expect(JSON.stringify(await post('/prihlaseni', 'spatne-heslo'))).not.toContain('spatne-heslo');
  });

  it('accepts only internal redirect targets', () => {
    expect(loginTarget('/cenik', 'cs')).toBe('/cenik');
    expect(loginTarget('https://evil.example', 'cs')).toBe('/');
    expect(loginTarget(null, 'en')).toBe('/en');
  });
});
