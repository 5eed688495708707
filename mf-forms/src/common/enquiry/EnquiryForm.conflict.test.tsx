import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, bus, type ModalOpenPayload } from 'shared';
import { apiError } from 'shared/testing';
import { EnquiryForm } from './EnquiryForm';
import { fillBasics, onSave, submit, renderForm } from './enquiryTesting';

const GAMA = { type: 'readymade', itemId: 4, itemName: 'Gama Trading s.r.o.' } as const;

beforeEach(() => {
  applyLocale('cs');
  sessionStorage.clear();
});

describe('EnquiryForm conflicts', () => {
  it('explains a company taken meanwhile in plain words, marks it reserved and offers the contact form with the input carried over', async () => {
    const user = userEvent.setup();
    const reserved = jest.fn();
    const opened: ModalOpenPayload[] = [];
    const offs = [bus.on('readymade:reserved', reserved), bus.on('modal:open', (payload) => opened.push(payload))];
    onSave(() => apiError(409, 'already_reserved', 'Tato společnost je již rezervována.'));
    const first = renderForm(<EnquiryForm {...GAMA} />);
    await fillBasics(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gama Trading s.r.o. si mezitím rezervoval někdo jiný');
    expect(alert).toHaveTextContent('Vaši poptávku jsme si přesto uložili');
    expect(within(alert).queryByRole('button', { name: 'Zkusit znovu' })).not.toBeInTheDocument();
    expect(reserved).toHaveBeenCalledWith({ id: 4 });
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jana Nováková');

    await user.click(within(alert).getByRole('button', { name: 'Napsat přes kontaktní formulář' }));
    expect(opened).toEqual([
      {
        type: 'contact-form',
        title: 'Napište nám',
        itemName: 'Zajímala mě ready-made společnost Gama Trading s.r.o. – ozvěte se mi prosím.',
      },
    ]);
    first.unmount();

    // The modal's contact form starts with the visitor's details and the company in the request.
    renderForm(<EnquiryForm type="contact-form" itemName={opened[0]!.itemName} />);
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jana Nováková');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('jana@firma.cz');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveValue('777 123 456');
    expect(screen.getByLabelText('Váš požadavek')).toHaveValue(opened[0]!.itemName);
    offs.forEach((off) => off());
  });

  it('has its own message for a visitor who already holds a reservation', async () => {
    const user = userEvent.setup();
    onSave(() => apiError(409, 'reservation_limit', 'Na váš e-mail nebo z vaší adresy již čeká jedna rezervace.'));
    renderForm(<EnquiryForm {...GAMA} />);
    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jan Dvořák');
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('už čeká jedna rezervace ready-made společnosti, kterou jsme ještě nepotvrdili');
    expect(alert).toHaveTextContent('po 48 hodinách');
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveValue('Jan Dvořák');
  });

  it('speaks English on the English site and shows the server’s words for a conflict it does not know', async () => {
    const user = userEvent.setup();
    onSave(() => apiError(409, 'already_reserved', 'This company has already been reserved.'));
    const english = renderForm(<EnquiryForm {...GAMA} />, { path: '/en/ready-made-companies' });
    await submit(user, 'Send enquiry');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gama Trading s.r.o. has just been reserved by someone else',
    );
    english.unmount();

    onSave(() => apiError(409, 'conflict', 'Tento požadavek už evidujeme.'));
    renderForm(<EnquiryForm {...GAMA} />);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tento požadavek už evidujeme.');
  });
});
