import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, useFieldErrors } from 'shared';
import { deferred, mockApi, renderWithProviders, type MockReply, type RecordedRequest } from '../../../test/utils';
import { EnquiryForm } from './EnquiryForm';

const UUID = '0b9f6c36-8a5e-4f57-9d7b-2b1c1a4f0e11';
let server: ReturnType<typeof mockApi>;
let reply: (request: RecordedRequest) => MockReply | Promise<MockReply>;

beforeEach(() => {
  applyLocale('cs');
  window.dataLayer = [];
  useFieldErrors.getState().clear();
  reply = () => ({ status: 200, data: { id: 1 } });
  server = mockApi((request) => reply(request));
});

afterEach(() => server.restore());

const saves = () => server.requests.filter((request) => request.url === '/api/user-request/save');

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jana Nováková');
  await user.type(screen.getByLabelText(/^E-mail/), 'jana@firma.cz');
  await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '777 123 456');
}

const submit = (user: ReturnType<typeof userEvent.setup>, name = 'Odeslat poptávku') =>
  user.click(screen.getByRole('button', { name }));

describe('EnquiryForm', () => {
  it('sends exactly the spec payload for a contact-form enquiry and goes to the thank-you page', async () => {
    const user = userEvent.setup();
    reply = () => ({ status: 200, data: { id: 42 } });
    const onDone = jest.fn();
    const onSent = jest.fn();
    renderWithProviders(<EnquiryForm type="contact-form" onDone={onDone} onSent={onSent} />);

    await fillBasics(user);
    await user.type(screen.getByLabelText('Váš požadavek'), 'Chci virtuální sídlo v Praze.');
    await user.click(screen.getByRole('checkbox', { name: /zpracováním osobních údajů/ }));
    await submit(user);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme?interest=contact-form'));
    expect(server.requests).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ method: 'POST', params: { lang: 'cs' } });
    expect(saves()[0]!.body).toEqual({
      firstname: 'Jana Nováková',
      email: 'jana@firma.cz',
      phone: '+420777123456',
      files: [],
      agreement: true,
      content: { type: 'contact-form', id: null, name: 'Chci virtuální sídlo v Praze.', otherServices: [] },
    });
    expect(window.dataLayer).toContainEqual({ event: 'form_sent', formType: 'contact-form' });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith(42);
  });

  it('uses the item name for other types, sends ticked services and virtualPlace only for readymade', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <EnquiryForm
        type="readymade"
        itemId={12}
        itemName="Ready-made s.r.o. Alfa"
        otherServices={['Virtuální sídlo', 'Účetnictví']}
      />,
    );
    expect(screen.getByText('Ready-made s.r.o. Alfa')).toBeInTheDocument();
    expect(screen.queryByLabelText('Váš požadavek')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Petr Svoboda');
    await user.type(screen.getByLabelText(/^E-mail/), 'petr@firma.cz');
    await user.selectOptions(screen.getByLabelText('Předvolba'), '+421');
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '905 111 222');
    await user.click(screen.getByRole('checkbox', { name: 'Účetnictví' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mám zájem i o virtuální sídlo' }));
    await submit(user);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme?interest=readymade'));
    expect(saves()[0]!.body).toEqual({
      firstname: 'Petr Svoboda',
      email: 'petr@firma.cz',
      phone: '+421905111222',
      files: [],
      agreement: false,
      content: {
        type: 'readymade',
        id: 12,
        name: 'Ready-made s.r.o. Alfa',
        otherServices: ['Účetnictví'],
        virtualPlace: true,
      },
    });
    unmount();

    renderWithProviders(<EnquiryForm type="virtual-place" itemId={3} itemName="Praha 8 – Karlín" />);
    expect(screen.queryByRole('checkbox', { name: 'Mám zájem i o virtuální sídlo' })).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(2));
    const body = saves()[1]!.body as { phone: string; content: object };
    expect(body.content).toEqual({ type: 'virtual-place', id: 3, name: 'Praha 8 – Karlín', otherServices: [] });
    expect(body.content).not.toHaveProperty('virtualPlace');
    expect(body.phone).toBe('');
  });

  it('shows the 422 field errors at their fields without field names and clears them on the next submit', async () => {
    const user = userEvent.setup();
    reply = () => ({
      status: 422,
      data: {
        message: 'Odeslaná data nejsou platná.',
        errors: { firstname: ['Pole musí být vyplněno'], email: ['Pole musí obsahovat platný email.'] },
      },
    });
    renderWithProviders(<EnquiryForm type="contact-form" />);
    await user.type(screen.getByLabelText(/^E-mail/), 'x@y');
    await submit(user);

    const name = screen.getByLabelText(/Jméno a příjmení/);
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Pole musí být vyplněno');
    expect(email).toHaveAccessibleDescription('Pole musí obsahovat platný email.');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
    expect(screen.queryByText('Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.')).not.toBeInTheDocument();
    // Nothing the visitor typed is lost.
    expect(email).toHaveValue('x@y');

    // The next submit is a new request: the errors are cleared while it runs.
    const pending = deferred<MockReply>();
    reply = () => pending.promise;
    await submit(user);
    expect(screen.queryByText('Pole musí být vyplněno')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    await act(async () => pending.resolve({ status: 200, data: { id: 1 } }));
  });

  it('lists 422 errors of fields the form does not show above the button', async () => {
    const user = userEvent.setup();
    reply = () => ({
      status: 422,
      data: { message: 'Odeslaná data nejsou platná.', errors: { 'content.id': ['Pole musí být vyplněno'] } },
    });
    renderWithProviders(<EnquiryForm type="readymade" itemName="Ready-made a.s." />);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Poptávku se nepodařilo odeslat:Pole musí být vyplněno');
  });

  it('says so when the ready-made company was reserved meanwhile (409)', async () => {
    const user = userEvent.setup();
    reply = () => ({
      status: 409,
      data: { statusCode: 409, error: 'already_reserved', message: 'Tato společnost je již rezervována.' },
    });
    renderWithProviders(<EnquiryForm type="readymade" itemId={4} itemName="Ready-made s.r.o. Gama" />);
    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jan Dvořák');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tato společnost je již rezervována.');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jan Dvořák');
  });

  it('does not show field errors that belong to another form of the page', () => {
    renderWithProviders(<EnquiryForm type="contact-form" />);
    act(() => useFieldErrors.getState().set({ email: ['Tento e-mail je již přihlášen k odběru.'] }));
    expect(screen.queryByText('Tento e-mail je již přihlášen k odběru.')).not.toBeInTheDocument();
  });

  it('covers the form with a busy overlay while sending, removed after success', async () => {
    const user = userEvent.setup();
    const pending = deferred<MockReply>();
    reply = () => pending.promise;
    const { container } = renderWithProviders(<EnquiryForm type="contact-form" afterSent="message" />);
    await fillBasics(user);
    await submit(user);

    expect(screen.getByTestId('enquiry-overlay')).toHaveTextContent('Odesíláme vaši poptávku…');
    expect(container.querySelector('.forms-enquiry')).toHaveAttribute('aria-busy', 'true');

    await act(async () => pending.resolve({ status: 200, data: { id: 5 } }));
    expect(screen.queryByTestId('enquiry-overlay')).not.toBeInTheDocument();
    expect(container.querySelector('.forms-enquiry')).toHaveAttribute('aria-busy', 'false');
    // Success: the message, a reset form, no navigation in "message" mode.
    expect(screen.getByRole('status')).toHaveTextContent('Děkujeme, vaši zprávu jsme přijali.');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveValue('');
    expect(screen.getByLabelText('Předvolba')).toHaveValue('+420');
    expect(screen.getByTestId('location')).toHaveTextContent('/kontaktni-formular');
  });

  it('on a generic failure removes the overlay, shows the error message and keeps the input', async () => {
    const user = userEvent.setup();
    const pending = deferred<MockReply>();
    reply = () => pending.promise;
    const onDone = jest.fn();
    renderWithProviders(<EnquiryForm type="contact-form" onDone={onDone} />);
    await fillBasics(user);
    await user.type(screen.getByLabelText('Váš požadavek'), 'Dotaz na likvidaci');
    await submit(user);
    expect(screen.getByTestId('enquiry-overlay')).toBeInTheDocument();

    await act(async () => pending.resolve({ status: 500, data: { message: 'Internal Server Error' } }));
    expect(screen.queryByTestId('enquiry-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jana Nováková');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveValue('777 123 456');
    expect(screen.getByLabelText('Váš požadavek')).toHaveValue('Dotaz na likvidaci');
    expect(onDone).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/kontaktni-formular');
  });

  it('uploads each attachment as multipart with format[], keeps the first descriptor and sends it', async () => {
    const user = userEvent.setup();
    const descriptor = { id: UUID, name: 'vypis.pdf', size: 2048 };
    reply = (request) =>
      request.url === '/api/filemanager/upload/file'
        ? { status: 200, data: [descriptor, { id: 'ignored' }] }
        : { status: 200, data: { id: 9 } };
    renderWithProviders(<EnquiryForm type="contact-form" />);
    const file = new File(['%PDF-1.4'.repeat(256)], 'vypis.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Přílohy/), file);

    await waitFor(() => expect(screen.getByText('Nahráno')).toBeInTheDocument());
    const upload = server.requests[0]!;
    expect(upload).toMatchObject({ method: 'POST', url: '/api/filemanager/upload/file', params: { lang: 'cs' } });
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('file')).toBe(file);
    expect((upload.body as FormData).getAll('format[]')).toEqual(['file']);
    const item = screen.getByText('vypis.pdf').closest('li')!;
    expect(item).toHaveTextContent(/2\s?kB/);

    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]!.body as { files: unknown[] }).files).toEqual([descriptor]);
  });

  it('shows an error at a rejected file, does not send it and lets the visitor remove it', async () => {
    const user = userEvent.setup();
    reply = (request) =>
      request.url === '/api/filemanager/upload/file'
        ? { status: 415, data: { message: 'Unsupported Media Type' } }
        : { status: 200, data: { id: 2 } };
    renderWithProviders(<EnquiryForm type="contact-form" />);
    await user.upload(
      screen.getByLabelText(/Přílohy/),
      new File(['PK'], 'podklady.odt', { type: 'application/vnd.oasis.opendocument.text' }),
    );
    const item = (await screen.findByText('Tento typ souboru nelze nahrát.')).closest('li')!;
    expect(within(item).getByText('podklady.odt')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Odebrat soubor podklady.odt' }));
    expect(screen.queryByText('podklady.odt')).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]!.body as { files: unknown[] }).files).toEqual([]);
  });

  it('refuses a file over 10 MB without uploading it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnquiryForm type="contact-form" />);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText(/Přílohy/), big);
    expect(await screen.findByText('Soubor je příliš velký (max. 10 MB).')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('marks name, e-mail and consent as required and links the privacy policy in a new tab', () => {
    renderWithProviders(<EnquiryForm type="contact-form" />);
    const link = screen.getByRole('link', { name: 'zpracováním osobních údajů' });
    expect(link).toHaveAttribute('href', '/info/1/zasady-ochrany-osobnich-udaju');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveAccessibleName('Jméno a příjmení (povinné pole)');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleName('E-mail (povinné pole)');
    expect(screen.getByRole('checkbox', { name: /zpracováním osobních údajů/ })).toHaveAccessibleName(
      /\(povinné pole\)$/,
    );
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveAccessibleName('Telefon');
    const prefixes = Array.from((screen.getByLabelText('Předvolba') as HTMLSelectElement).options).map((o) => o.value);
    expect(prefixes).toEqual(['+420', '+421', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385', '']);
  });

  it('uses the English privacy path and thank-you route in English', async () => {
    const user = userEvent.setup();
    applyLocale('en');
    renderWithProviders(<EnquiryForm type="liquidation" itemName="Company liquidation" />, '/en/company-liquidation');
    expect(screen.getByRole('link', { name: 'processing of my personal data' })).toHaveAttribute(
      'href',
      '/en/info/1/privacy-policy',
    );
    await submit(user, 'Send enquiry');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/thank-you?interest=liquidation'));
  });
});
