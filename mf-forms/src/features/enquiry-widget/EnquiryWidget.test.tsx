import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, configureApi, i18n } from 'shared';
import { apiError, http, HttpResponse, requests, server } from 'shared/testing';
import { deferred, fillBasics, submit } from '../../common/enquiry/enquiryTesting';
import EnquiryWidget from './EnquiryWidget';

beforeEach(() => {
  applyLocale('cs');
  document.documentElement.lang = 'de';
  window.dataLayer = [];
  server.use(http.post('*/api/user-request/save', () => HttpResponse.json({ id: 77, success: true })));
});

afterEach(() => {
  configureApi({ baseURL: '' });
});

describe('EnquiryWidget', () => {
  it('works without a host router, in English, without touching the host page language', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    render(
      <EnquiryWidget
        locale="en"
        apiBaseUrl="https://www.sidlopartner.cz/"
        itemName="Virtual office Prague"
        onSent={onSent}
      />,
    );

    // Drawn once the site's common texts in English are there.
    expect(await screen.findByRole('heading', { name: 'Have a question? Write to us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your request')).toHaveValue('Virtual office Prague');
    expect(screen.getByRole('link', { name: 'processing of my personal data' })).toHaveAttribute(
      'href',
      'https://www.sidlopartner.cz/en/info/1/privacy-policy',
    );
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.language).toBe('cs');

    await user.type(screen.getByLabelText(/Full name/), 'Anna Smith');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(77));
    const [sent] = requests({ method: 'POST', path: '/api/user-request/save' });
    // The widget talks to the API it was given, not to the host page's origin.
    expect(sent!.origin).toBe('https://www.sidlopartner.cz');
    expect(sent!.url).toBe('/api/user-request/save?lang=en');
    expect(sent!.body).toMatchObject({
      firstname: 'Anna Smith',
      email: 'anna@example.com',
      content: { type: 'contact-form', name: 'Virtual office Prague' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you, we have received your message.');
    expect(screen.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'form_sent', formType: 'contact-form' });
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows the failure message and keeps the input when sending fails', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/user-request/save', () => apiError(503, 'unavailable')));
    render(<EnquiryWidget />);
    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jan Dvořák');
    await user.click(screen.getByRole('button', { name: 'Odeslat poptávku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zprávu se nepodařilo odeslat.');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jan Dvořák');
    await act(async () => undefined);
  });

  it('covers the form with a busy overlay while sending; after success it stays, empty, with the message', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    server.use(http.post('*/api/user-request/save', () => pending.promise));
    render(<EnquiryWidget />);
    const form = screen.getByRole('form', { name: 'Poptávkový formulář' });
    await fillBasics(user);
    await submit(user);

    expect(screen.getByRole('status')).toHaveTextContent('Odesíláme vaši poptávku…');
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Odeslat poptávku' })).toBeDisabled();

    await act(async () => pending.resolve(HttpResponse.json({ id: 5, success: true })));
    expect(screen.queryByText('Odesíláme vaši poptávku…')).not.toBeInTheDocument();
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Děkujeme, vaši zprávu jsme přijali.');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveValue('');
    expect(screen.getByLabelText('Předvolba')).toHaveValue('+420');
  });

  it('offers no contact form after a conflict: the host page has no modal to open', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/user-request/save', () =>
        apiError(409, 'already_reserved', 'Tato společnost je již rezervována.'),
      ),
    );
    render(<EnquiryWidget type="readymade" itemId={4} itemName="Gama Trading s.r.o." />);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('si mezitím rezervoval někdo jiný');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('stores no draft: the storage of the page it runs on is not its own', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    render(<EnquiryWidget />);
    await fillBasics(user);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
