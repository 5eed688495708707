import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale } from 'shared';
import { apiError, HttpResponse, networkError, validationError } from 'shared/testing';
import { EnquiryForm } from './EnquiryForm';
import { deferred, fillBasics, onSave, saves, submit, renderForm } from './enquiryTesting';

const CONTACT_PATH = { path: '/kontaktni-formular' };

beforeEach(() => {
  applyLocale('cs');
  window.dataLayer = [];
  onSave(() => HttpResponse.json({ id: 1, success: true }));
});

describe('EnquiryForm errors', () => {
  it('shows the 422 field errors at their fields and in a summary that links to them, and clears them on the next submit', async () => {
    const user = userEvent.setup();
    onSave(() =>
      validationError({ firstname: ['Pole musí být vyplněno'], email: ['Pole musí obsahovat platný email.'] }),
    );
    renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    await user.type(screen.getByLabelText(/^E-mail/), 'x@y');
    await submit(user);

    const name = screen.getByLabelText(/Jméno a příjmení/);
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Pole musí být vyplněno');
    expect(email).toHaveAccessibleDescription('Pole musí obsahovat platný email.');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).not.toHaveAttribute('aria-invalid');
    // The summary takes the focus; each of its links moves the focus to the field.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Opravte prosím tyto chyby');
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Pole musí obsahovat platný email.' }));
    expect(email).toHaveFocus();
    expect(screen.queryByText('Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.')).not.toBeInTheDocument();
    // Nothing the visitor typed is lost.
    expect(email).toHaveValue('x@y');

    // The next submit is a new request: the errors are cleared while it runs.
    const pending = deferred<Response>();
    onSave(() => pending.promise);
    await submit(user);
    expect(screen.queryByText('Pole musí být vyplněno')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    await act(async () => pending.resolve(HttpResponse.json({ id: 1, success: true })));
  });

  it('lists 422 errors of fields the form does not show in the summary, without a link', async () => {
    const user = userEvent.setup();
    onSave(() => validationError({ 'content.id': ['Pole musí být vyplněno'] }));
    renderForm(<EnquiryForm type="readymade" itemName="Ready-made a.s." />);
    await submit(user);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Opravte prosím tyto chybyPole musí být vyplněno');
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps its errors to itself when two forms are on the page', async () => {
    const user = userEvent.setup();
    onSave(() => validationError({ email: ['Pole musí obsahovat platný email.'] }));
    renderForm(
      <>
        <EnquiryForm type="contact-form" />
        <EnquiryForm type="liquidation" itemName="Likvidace" />
      </>,
    );
    const [first] = screen.getAllByRole('button', { name: 'Odeslat poptávku' });
    await user.click(first!);
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const [own, other] = screen.getAllByLabelText(/^E-mail/);
    expect(own).toHaveAccessibleDescription('Pole musí obsahovat platný email.');
    expect(other).not.toHaveAttribute('aria-invalid');
    expect(other).not.toHaveAccessibleDescription();
  });

  it('on a generic failure removes the overlay, shows the error message and keeps the input', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    onSave(() => pending.promise);
    renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    await fillBasics(user);
    await user.type(screen.getByLabelText('Váš požadavek'), 'Dotaz na likvidaci');
    await submit(user);
    expect(screen.getByRole('status')).toHaveTextContent('Odesíláme vaši poptávku…');

    await act(async () => pending.resolve(apiError(500, 'internal_error', 'Internal Server Error')));
    expect(screen.queryByText('Odesíláme vaši poptávku…')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jana Nováková');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveValue('777 123 456');
    expect(screen.getByLabelText('Váš požadavek')).toHaveValue('Dotaz na likvidaci');
    expect(window.dataLayer).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/kontaktni-formular');

    // 'Zkusit znovu' sends the same input again.
    onSave(() => HttpResponse.json({ id: 6, success: true }));
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme?interest=contact-form'));
    expect(saves()[1]!.body).toMatchObject({ firstname: 'Jana Nováková', content: { name: 'Dotaz na likvidaci' } });
  });

  it('says it cannot send while offline, keeps the input, and sends once back online', async () => {
    const user = userEvent.setup();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    onSave(() => networkError());
    renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Jste offline.');
    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jana');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Jste offline.');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jana');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    onSave(() => HttpResponse.json({ id: 3, success: true }));
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme?interest=contact-form'));
    onLine.mockRestore();
  });
});
