import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale } from 'shared';
import { apiError, http, HttpResponse, server } from 'shared/testing';
import { EnquiryForm } from './EnquiryForm';
import { fillBasics, onSave, saves, submit, renderForm } from './enquiryTesting';

const CONTACT_PATH = { path: '/kontaktni-formular' };
const stored = () => Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)] as const);

beforeEach(() => {
  applyLocale('cs');
  sessionStorage.clear();
  onSave(() => HttpResponse.json({ id: 1, success: true }));
});

describe('EnquiryForm drafts', () => {
  it('puts back what was typed after a reload, but neither the consent nor the attachments', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/filemanager/upload/file', () =>
        HttpResponse.json([
          {
            id: '0b9f6c36-8a5e-4f57-9d7b-2b1c1a4f0e11',
            name: 'plna-moc.pdf',
            size: 10,
            mime: 'application/pdf',
            format: 'file',
          },
        ]),
      ),
    );
    const first = renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    await fillBasics(user);
    await user.type(screen.getByLabelText('Váš požadavek'), 'Potřebuji sídlo pro s.r.o.');
    await user.click(screen.getByRole('checkbox', { name: /zpracováním osobních údajů/ }));
    await user.upload(
      screen.getByLabelText(/Přílohy/),
      new File(['%PDF'], 'plna-moc.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('plna-moc.pdf');
    first.unmount(); // the page is reloaded

    renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jana Nováková');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('jana@firma.cz');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveValue('777 123 456');
    expect(screen.getByLabelText('Váš požadavek')).toHaveValue('Potřebuji sídlo pro s.r.o.');
    expect(screen.getByRole('checkbox', { name: /zpracováním osobních údajů/ })).not.toBeChecked();
    expect(screen.queryByText('plna-moc.pdf')).not.toBeInTheDocument();
    expect(JSON.stringify(stored())).not.toContain('plna-moc');
  }, 15_000);

  it('keeps the draft of each form apart', async () => {
    const user = userEvent.setup();
    const first = renderForm(<EnquiryForm type="smart-room" itemId={2} itemName="Zasedačka Karlín" />);
    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Petr Malý');
    first.unmount();

    const other = renderForm(<EnquiryForm type="smart-room" itemId={3} itemName="Zasedačka Brno" />);
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('');
    other.unmount();
    renderForm(<EnquiryForm type="smart-room" itemId={2} itemName="Zasedačka Karlín" />);
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Petr Malý');
  });

  it('keeps the draft after a failed send and removes it after a successful one', async () => {
    const user = userEvent.setup();
    onSave(() => apiError(503, 'unavailable', 'Service Unavailable'));
    const first = renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    await fillBasics(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Zprávu se nepodařilo odeslat.');
    first.unmount();

    renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jana Nováková');
    onSave(() => HttpResponse.json({ id: 9, success: true }));
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme'));
    expect(stored()).toEqual([]);
  });

  it('counts the filling time from the first visit, so a send right after a reload is not taken for a robot', async () => {
    const user = userEvent.setup();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const first = renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    await fillBasics(user);
    first.unmount();

    now.mockReturnValue(1_045_000);
    renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({ firstname: 'Jana Nováková', website: '', fillMs: 45_000 });
    now.mockRestore();
  });

  it('ignores a stored draft it cannot read, and drops it', () => {
    sessionStorage.setItem('enquiry-draft:contact-form::', '{not json');
    renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('');
    expect(stored()).toEqual([]);
  });

  it('hides the robot field from people: off screen, out of the tab order and of the accessibility tree', () => {
    renderForm(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    expect(screen.queryByRole('textbox', { name: 'Toto pole nevyplňujte' })).not.toBeInTheDocument();
    const trap = document.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
