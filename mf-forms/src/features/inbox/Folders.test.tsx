import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from 'shared';
import { http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import InboxPage, { actions, loader as inboxPageLoader } from './InboxPage';
import { listAnswer, listOf, row, STAFF } from './testData';

function renderFolder(folder: string) {
  return renderWithProviders(<InboxPage routeId="adminEnquiries" locale="cs" params={{}} />, {
    loader: inboxPageLoader,
    actions,
    path: `/admin/poptavky?folder=${folder}`,
  });
}

const SET_ASIDE = [
  {
    id: 41,
    firstname: 'Petr Rychlý',
    email: 'petr.rychly@example.com',
    phone: '',
    type: 'contact-form',
    text: 'Potřebuji sídlo v Brně.',
    locale: 'cs',
    site_url: 'http://127.0.0.1:8080/kontaktni-formular',
    created_at: '2026-11-24T08:15:00.000Z',
  },
];

beforeEach(() => {
  useAuth.setState({ user: STAFF, loggedIn: true, checked: true });
  server.use(listAnswer(listOf([row(3)])));
});

describe('the folders', () => {
  it('mark the open one, and keep the list folder for the enquiries', async () => {
    server.use(http.get('*/api/admin/outbox', () => HttpResponse.json({ data: [], sending: true })));
    renderFolder('outbox');
    const folders = await screen.findByRole('navigation', { name: 'Složky schránky' });
    expect(within(folders).getByRole('link', { name: 'Neodeslané e-maily' })).toHaveAttribute('aria-current', 'page');
    expect(within(folders).getByRole('link', { name: 'Odložené' })).toHaveAttribute(
      'href',
      '/admin/poptavky?folder=set-aside',
    );
    expect(await screen.findByText('Všechny e-maily jsou odeslané.')).toBeInTheDocument();
    expect(screen.queryByText(/neodesílá/)).not.toBeInTheDocument();
  });

  it('release an enquiry set aside to the leads in one press', async () => {
    let setAside = SET_ASIDE;
    server.use(
      http.get('*/api/admin/quarantine', () => HttpResponse.json({ data: setAside })),
      http.post('*/api/admin/quarantine/41/release', () => {
        setAside = [];
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderFolder('set-aside');
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent('Dotaz z kontaktního formuláře');
    expect(table).toHaveTextContent('Potřebuji sídlo v Brně.');
    const form = within(table).getByRole('button', { name: 'Uvolnit do poptávek: Petr Rychlý' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('input[name="form"]')).toHaveValue('inbox-release');

    await user.click(within(table).getByRole('button', { name: 'Uvolnit do poptávek: Petr Rychlý' }));
    expect(await screen.findByText('Poptávka od Petr Rychlý je mezi poptávkami.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nic tu není odloženo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otevřít poptávku' })).toHaveAttribute('href', '/admin/poptavky?id=41');
    expect(requests({ method: 'POST', path: '/api/admin/quarantine/41/release' })).toHaveLength(1);
    // The list (and the title's count) is asked again at once.
    await waitFor(() => expect(requests({ path: '/api/admin/enquiries' }).length).toBeGreaterThan(1));
  });

  it('list the e-mails not sent, and say when the server sends no mail at all', async () => {
    server.use(
      http.get('*/api/admin/outbox', () =>
        HttpResponse.json({
          sending: false,
          data: [
            {
              id: 'a1',
              kind: 'lead',
              to: null,
              subject: 'Nová poptávka: Virtuální sídlo',
              enquiry_id: 3,
              status: 'pending',
              attempts: 0,
              last_error: null,
              created_at: '2026-11-24T08:15:00.000Z',
              next_attempt_at: '2026-11-24T08:15:00.000Z',
            },
            {
              id: 'a2',
              kind: 'confirmation',
              to: 'jana@example.com',
              subject: 'Děkujeme za poptávku',
              enquiry_id: null,
              status: 'failed',
              attempts: 10,
              last_error: '550 mailbox unavailable',
              created_at: '2026-11-23T08:15:00.000Z',
              next_attempt_at: null,
            },
          ],
        }),
      ),
    );
    renderFolder('outbox');
    expect(await screen.findByText(/Tento server e-maily neodesílá/)).toBeInTheDocument();
    const [, lead, confirmation] = screen.getAllByRole('row');
    expect(lead).toHaveTextContent('Poptávka pro nás');
    expect(lead).toHaveTextContent('schránka poptávek');
    expect(within(lead!).getByRole('link', { name: 'Poptávka č. 3' })).toHaveAttribute('href', '/admin/poptavky?id=3');
    expect(confirmation).toHaveTextContent('Potvrzení zákazníkovi');
    expect(confirmation).toHaveTextContent('vzdáno po 10 pokusech');
    expect(confirmation).toHaveTextContent('550 mailbox unavailable');
  });
});
