import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, bus } from 'shared';
import { HttpResponse, renderWithProviders, requests } from 'shared/testing';
import { actions } from './actions';
import { EnquiryForm } from './EnquiryForm';
import { deferred, fillBasics, onSave, saves, submit } from './enquiryTesting';

const CONTACT_PATH = { path: '/kontaktni-formular', actions };

beforeEach(() => {
  applyLocale('cs');
  window.dataLayer = [];
  onSave(() => HttpResponse.json({ id: 1, success: true }));
});

describe('EnquiryForm', () => {
  it('sends exactly the expected payload for a contact-form enquiry and goes to the thank-you page', async () => {
    const user = userEvent.setup();
    onSave(() => HttpResponse.json({ id: 42, success: true }));
    const notices: unknown[] = [];
    const off = bus.on('notice', (notice) => notices.push(notice));
    renderWithProviders(<EnquiryForm type="contact-form" />, CONTACT_PATH);

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
    // The page says it was sent.
    expect(notices).toEqual([{ kind: 'success', message: 'Děkujeme, vaši zprávu jsme přijali. Brzy se vám ozveme.' }]);
    off();
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
      { actions },
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

    renderWithProviders(<EnquiryForm type="virtual-place" itemId={3} itemName="Praha 8 – Karlín" />, { actions });
    expect(screen.queryByRole('checkbox', { name: 'Mám zájem i o virtuální sídlo' })).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(2));
    const body = saves()[1]!.body as { phone: string; content: object };
    expect(body.content).toEqual({ type: 'virtual-place', id: 3, name: 'Praha 8 – Karlín', otherServices: [] });
    expect(body.content).not.toHaveProperty('virtualPlace');
    expect(body.phone).toBe('');
  });

  it('covers the form with a busy overlay while sending, then goes on', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    onSave(() => pending.promise);
    renderWithProviders(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Poptávkový formulář' });
    await fillBasics(user);
    await submit(user);

    expect(screen.getByRole('status')).toHaveTextContent('Odesíláme vaši poptávku…');
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Odeslat poptávku' })).toBeDisabled();

    // A second press while it is on its way sends nothing more.
    act(() => form.requestSubmit());
    await act(async () => pending.resolve(HttpResponse.json({ id: 5, success: true })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme?interest=contact-form'));
    expect(saves()).toHaveLength(1);
  });

  it('is a real form that posts to its page, files included, naming the form and its item', () => {
    renderWithProviders(<EnquiryForm type="smart-room" itemId={2} itemName="Rohan" />, {
      path: '/pronajem-zasedacich-mistnosti/2/rohan?utm_source=x',
      actions,
    });
    const form = screen.getByRole('form', { name: 'Poptávkový formulář' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('action', '/pronajem-zasedacich-mistnosti/2/rohan');
    const fields = new FormData(form);
    expect([fields.get('form'), fields.get('type'), fields.get('itemId'), fields.get('itemName')]).toEqual([
      'enquiry',
      'smart-room',
      '2',
      'Rohan',
    ]);
    expect(Number(fields.get('startedAt'))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('carries no one-time token in the page: a kept page is the same for every visitor', () => {
    renderWithProviders(<EnquiryForm type="contact-form" />, CONTACT_PATH);
    const form = screen.getByRole('form', { name: 'Poptávkový formulář' });
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
      actions,
    });
    expect(screen.getByRole('link', { name: 'processing of my personal data' })).toHaveAttribute(
      'href',
      '/en/info/1/privacy-policy',
    );
    await submit(user, 'Send enquiry');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/thank-you?interest=liquidation'));
  });
});
