import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, useAuth } from 'shared';
import { http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import AccountPage from './AccountPage';

beforeEach(() => {
  applyLocale('cs');
  useAuth.setState({ token: 'tok-1', user: { id: 3, email: 'demo@example.com', scope: 'customer' }, loggedIn: true });
  server.use(http.get('*/api/auth/logout', () => HttpResponse.json({})));
});

describe('AccountPage', () => {
  it("shows the user's e-mail and scope and logs out to home", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountPage routeId="account" locale="cs" params={{}} />, { path: '/muj-ucet' });
    expect(screen.getByRole('heading', { name: 'Můj účet' })).toBeInTheDocument();
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText('customer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const calls = requests({ path: '/api/auth/logout' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(useAuth.getState()).toMatchObject({ loggedIn: false, token: null, user: null });
  });
});
