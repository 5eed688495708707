import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth, usePosted } from 'shared';
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
import type { AdminEnquiryDetail } from 'shared/validation';
import InboxPage, { actions, loader as inboxPageLoader } from './InboxPage';
import { detailOf, listAnswer, listOf, row, STAFF } from './testData';

const CHANGE = { from: 'new', to: 'contacted', by: 'staff@example.com', at: '2026-11-24T12:30:00.000Z' };

function renderDetail(path = '/admin/poptavky?status=new&id=5') {
  return renderWithProviders(<InboxPage routeId="adminEnquiries" locale="cs" params={{}} />, {
    loader: inboxPageLoader,
    actions,
    path,
  });
}

/**
 * The enquiry answers GET with `detail`, and PATCH with `detail` changed as asked; `become` changes
 * it as another call did (the page, loaded again, shows it).
 */
function answerDetail(detail: AdminEnquiryDetail) {
  let current = detail;
  const become = (next: AdminEnquiryDetail) => {
    current = next;
    return HttpResponse.json(next);
  };
  server.use(
    listAnswer(listOf([row(5)])),
    http.get('*/api/admin/enquiries/5', () => HttpResponse.json(current)),
    http.patch('*/api/admin/enquiries/5', async ({ request }) => {
      const body = (await request.json()) as { status?: string; note?: string };
      const history = body.status ? [...current.data.history, { ...CHANGE, to: body.status }] : current.data.history;
      current = { data: { ...current.data, ...body, history } as AdminEnquiryDetail['data'] };
      return HttpResponse.json(current);
    }),
  );
  return become;
}

beforeEach(() => {
  useAuth.setState({ user: STAFF, loggedIn: true, checked: true });
  usePosted.setState({ posted: null });
});

describe('one enquiry', () => {
  it('shows everything sent in words, the page it came from and the attachments; every action is a real form', async () => {
    answerDetail(detailOf());
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'Jana Nováková' })).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Co zákazník poslal' });
    expect(within(sent).getByText('Rezervace ready-made společnosti')).toBeInTheDocument();
    expect(within(sent).getByText('Účetnictví')).toBeInTheDocument();
    expect(within(sent).getByText('Virtuální sídlo ke společnosti').nextSibling).toHaveTextContent('ano');
    expect(
      within(sent).getByRole('link', { name: 'http://127.0.0.1:8080/ready-made-spolecnosti' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'výpis.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/files/0b0d1b8e-6a55-4f55-9c3e-2a1f2f0a9d10',
    );
    expect(screen.getByText('(24,5 kB)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na seznam' })).toHaveAttribute('href', '/admin/poptavky?status=new');
    expect(screen.getByRole('button', { name: 'Nová', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Stav se zatím neměnil.')).toBeInTheDocument();
    const forms = [...document.querySelectorAll('article form')];
    expect(forms.map((form) => form.getAttribute('method'))).toEqual(['post', 'post', 'post', 'post']);
    expect(forms.map((form) => (form.querySelector('input[name="form"]') as HTMLInputElement).value)).toEqual([
      'inbox-status',
      'inbox-reservation',
      'inbox-reservation',
      'inbox-note',
    ]);
  });

  it('changes the status in one press, and shows who changed it and when', async () => {
    answerDetail(detailOf());
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Kontaktovaná', pressed: false }));
    expect(await screen.findByRole('button', { name: 'Kontaktovaná', pressed: true })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Nová', pressed: false })).toBeInTheDocument();
    expect(requests({ method: 'PATCH', path: '/api/admin/enquiries/5' })[0]?.body).toEqual({ status: 'contacted' });
    expect(screen.getByText('Stav je změněn na „Kontaktovaná“.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Historie stavu' });
    expect(within(history).getByText('staff@example.com')).toBeInTheDocument();
    expect(within(history).getByText('Nová → Kontaktovaná')).toBeInTheDocument();
    expect(within(history).getByText('24. 11. 2026 13:30')).toBeInTheDocument();
    // The list is asked again, so its row shows the new status too.
    await waitFor(() => expect(requests({ path: '/api/admin/enquiries' }).length).toBeGreaterThan(1));
  });

  it('saves the note, and shows the field error of a note that is too long', async () => {
    answerDetail(detailOf());
    const user = userEvent.setup();
    renderDetail();
    const note = await screen.findByRole('textbox', { name: 'Text poznámky' });
    await user.type(note, 'Volat po 15. hodině.');
    await user.click(screen.getByRole('button', { name: 'Uložit poznámku' }));
    expect(await screen.findByText('Poznámka je uložená.')).toBeInTheDocument();
    expect(requests({ method: 'PATCH' })[0]?.body).toEqual({ note: 'Volat po 15. hodině.' });

    server.use(
      http.patch('*/api/admin/enquiries/5', () => validationError({ note: ['Text může mít nejvýše 5000 znaků.'] })),
    );
    await user.type(note, ' Ještě jednou.');
    await user.click(screen.getByRole('button', { name: 'Uložit poznámku' }));
    expect(await screen.findByText('Text může mít nejvýše 5000 znaků.')).toBeInTheDocument();
    expect(note).toHaveValue('Volat po 15. hodině. Ještě jednou.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms a ready-made reservation for good, or says the company went to someone else', async () => {
    const become = answerDetail(detailOf());
    const confirmed = detailOf({
      reservation: { ...detailOf().data.reservation!, status: 'confirmed', expires_at: null },
    });
    server.use(http.post('*/api/admin/enquiries/5/reservation/confirm', () => become(confirmed)));
    const user = userEvent.setup();
    renderDetail();
    const box = await screen.findByRole('region', { name: 'Rezervace ready-made společnosti' });
    expect(box).toHaveTextContent('čeká na potvrzení, propadne 26. 11. 2026 10:00');
    await user.click(within(box).getByRole('button', { name: 'Potvrdit rezervaci' }));
    expect(await within(box).findByText('potvrzená natrvalo')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Potvrdit rezervaci' })).not.toBeInTheDocument();
    expect(within(box).getByText(/Na webu je společnost vedená jako rezervovaná/)).toBeInTheDocument();

    server.use(http.post('*/api/admin/enquiries/5/reservation/release', () => apiError(409, 'already_reserved')));
    await user.click(within(box).getByRole('button', { name: 'Uvolnit společnost' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Společnost mezitím zarezervoval někdo jiný');
  });

  it('releases the company: the box says it holds none', async () => {
    const become = answerDetail(detailOf());
    server.use(http.post('*/api/admin/enquiries/5/reservation/release', () => become(detailOf({ reservation: null }))));
    const user = userEvent.setup();
    renderDetail();
    const box = await screen.findByRole('region', { name: 'Rezervace ready-made společnosti' });
    await user.click(within(box).getByRole('button', { name: 'Uvolnit společnost' }));
    expect(await within(box).findByText(/žádnou společnost nedrží/)).toBeInTheDocument();
    expect(within(box).getByText(/znovu k rezervaci/)).toBeInTheDocument();
  });

  it('shows the error the server answered a form sent without scripts with, at its enquiry', async () => {
    answerDetail(detailOf());
    usePosted.setState({
      posted: {
        form: 'inbox-status',
        values: { id: '5', status: 'won' },
        errors: {},
        message: null,
        status: 404,
        code: 'not_found',
      },
    });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tato poptávka tu už není');
  });

  it('sends a visitor whose session is gone to log in, then back to this enquiry', async () => {
    answerDetail(detailOf());
    server.use(http.patch('*/api/admin/enquiries/5', () => apiError(401, 'unauthorized')));
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Spam' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/prihlaseni?redirect=%2Fadmin%2Fpoptavky%3Fstatus%3Dnew%26id%3D5',
      ),
    );
  });

  it('says lost rights at the form', async () => {
    answerDetail(detailOf());
    server.use(http.patch('*/api/admin/enquiries/5', () => apiError(403, 'forbidden')));
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Spam' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Tento účet nemá přístup ke schránce poptávek');
  });

  it('says when there is no such enquiry', async () => {
    server.use(
      listAnswer(listOf([])),
      http.get('*/api/admin/enquiries/77', () => apiError(404, 'not_found')),
    );
    renderDetail('/admin/poptavky?id=77');
    expect(await screen.findByText(/Tuto poptávku jsme nenašli/)).toBeInTheDocument();
  });
});

describe("the inbox's actions (the same with scripts and without)", () => {
  const post = (fields: Record<string, string>, path = '/admin/poptavky?status=new&id=5') =>
    actions[fields.form!]!(formPost(fields, path));

  it('stay on the page the form was on (its data loaded again), and bring the id and the value back with errors', async () => {
    answerDetail(detailOf());
    expect(await post({ form: 'inbox-status', id: '5', status: 'contacted' })).toEqual({ status: 'done', to: null });
    expect(requests({ method: 'PATCH', path: '/api/admin/enquiries/5' })[0]?.body).toEqual({ status: 'contacted' });
    server.use(http.patch('*/api/admin/enquiries/5', () => validationError({ note: ['Příliš dlouhá.'] })));
    expect(await post({ form: 'inbox-note', id: '5', note: 'Dlouhá' })).toMatchObject({
      status: 'failed',
      posted: { form: 'inbox-note', values: { id: '5', note: 'Dlouhá' }, status: 422 },
    });
    server.use(http.post('*/api/admin/quarantine/41/release', () => apiError(401, 'unauthorized')));
    expect(await post({ form: 'inbox-release', id: '41' }, '/admin/poptavky?folder=set-aside')).toEqual({
      status: 'done',
      to: '/prihlaseni?redirect=%2Fadmin%2Fpoptavky%3Ffolder%3Dset-aside',
    });
  });
});
