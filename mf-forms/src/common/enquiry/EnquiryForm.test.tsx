import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale } from 'shared';
import { HttpResponse, renderWithProviders, requests } from 'shared/testing';
import { EnquiryForm } from './EnquiryForm';
import { deferred, fillBasics, onSave, saves, submit } from './enquiryTesting';

const CONTACT_PATH = { path: '/kontaktni-formular' };

beforeEach(() => {
  applyLocale('cs');
  window.dataLayer = [];
  onSave(() => HttpResponse.json({ id: 1, success: true }));
});

describe('EnquiryForm', () => {
  it('sends exactly the expected payload for a contact-form enquiry and goes to the thank-you page', async () => {
    const user = userEvent.setup();
    onSave(() => HttpResponse.json({ id: 42, success: true }));
    const onDone = jest.fn();
    const onSent = jest.fn();
    renderWithProviders(<EnquiryForm type="contact-form" onDone={onDone} onSent={onSent} />, CONTACT_PATH);

    await fillBasics(user);
    await user.type(screen.getByLabelText('Váš požadavek'), 'Chci virtuální sídlo v Praze.');
    await user.click(screen.getByRole('checkbox', { name: /zpracováním osobních údajů/ }));
    await submit(user);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme?interest=contact-form'));
    expect(requests()).toHaveLength(1);
    expect(saves()[0]!.query.get('lang')).toBe('cs');
    expect(saves()[0]!.body).toEqual({
      firstname: 'Jana Nováková',
      email: 'jana@firma.cz',
      phone: '+420777123456',
      files: [],
      agreement: true,
      content: { type: 'contact-form', id: null, name: 'Chci virtuální sídlo v Praze.', otherServices: [] },
      // The robot field stays empty; the time spent filling goes along.
      website: '',
      fillMs: expect.any(Number),
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
      // The robot field stays empty; the time spent filling goes along.
      website: '',
      fillMs: expect.any(Number),
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

  it('covers the form with a busy overlay while sending, removed after success', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    onSave(() => pending.promise);
    renderWithProviders(<EnquiryForm type="contact-form" afterSent="message" />, CONTACT_PATH);
    const form = screen.getByRole('form', { name: 'Poptávkový formulář' });
    await fillBasics(user);
    await submit(user);

    expect(screen.getByRole('status')).toHaveTextContent('Odesíláme vaši poptávku…');
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Odeslat poptávku' })).toBeDisabled();

    await act(async () => pending.resolve(HttpResponse.json({ id: 5, success: true })));
    expect(screen.queryByText('Odesíláme vaši poptávku…')).not.toBeInTheDocument();
    expect(form).toHaveAttribute('aria-busy', 'false');
    // Success: the message, a reset form, no navigation in "message" mode.
    expect(screen.getByRole('status')).toHaveTextContent('Děkujeme, vaši zprávu jsme přijali.');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveValue('');
    expect(screen.getByLabelText('Předvolba')).toHaveValue('+420');
    expect(screen.getByTestId('location')).toHaveTextContent('/kontaktni-formular');
  });

  it('carries no one-time token in the page: a kept page is the same for every visitor', () => {
    renderWithProviders(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    const form = screen.getByRole('form');
    expect(form.querySelector('input[name=formToken]')).toBeNull();
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
    renderWithProviders(<EnquiryForm type="liquidation" itemName="Company liquidation" />, {
      path: '/en/company-liquidation',
    });
    expect(screen.getByRole('link', { name: 'processing of my personal data' })).toHaveAttribute(
      'href',
      '/en/info/1/privacy-policy',
    );
    await submit(user, 'Send enquiry');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/thank-you?interest=liquidation'));
  });
});
