import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, useAuth } from 'shared';
import { mockApi } from '../../../test/utils';
import AccountPage from './AccountPage';
import { renderWithProviders } from '../../../test/utils';

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  applyLocale('cs');
  useAuth.setState({ token: 'tok-1', user: { id: 3, email: 'demo@example.com', scope: 'customer' }, loggedIn: true });
  server = mockApi(() => ({ status: 200, data: {} }));
});

afterEach(() => server.restore());

describe('AccountPage', () => {
  it("shows the user's e-mail and scope and logs out to home", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountPage routeId="account" locale="cs" params={{}} />, '/muj-ucet');
    expect(screen.getByRole('heading', { name: 'Můj účet' })).toBeInTheDocument();
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText('customer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(server.requests).toEqual([expect.objectContaining({ method: 'GET', url: '/api/auth/logout' })]);
    expect(server.requests[0]!.headers.Authorization).toBe('Bearer tok-1');
    expect(useAuth.getState()).toMatchObject({ loggedIn: false, token: null, user: null });
  });
});
