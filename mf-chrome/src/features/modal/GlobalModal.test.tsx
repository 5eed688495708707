import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, Link, type ContactCard as ContactCardData, type ModalOpenPayload } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { GlobalModal } from './GlobalModal';

const person: ContactCardData = {
  type: 'person-modal',
  title: 'Jana Nováková',
  function: 'Vedoucí pražské pobočky',
  img: 'contacts/jana.jpg',
  email: 'info@sidlopartner.cz',
  phone: '+420 222 555 010',
  address: '<p>Rohanské nábřeží 678/29<br>186 00 Praha 8 – Karlín</p><script>alert(1)</script>',
  content: '<p>Pomáhá klientům se <strong>zakládáním společností</strong>.</p><img src=x onerror="alert(1)">',
};

function renderModal(initial: ModalOpenPayload | null = null, path = '/') {
  const renderForm = jest.fn((payload: ModalOpenPayload, close: () => void) => (
    <form aria-label="Poptávka">
      <p>Formulář: {payload.itemName}</p>
      <button type="button" onClick={close}>
        Odeslat
      </button>
    </form>
  ));
  renderWithProviders(
    <>
      <button type="button">Zeptejte se</button>
      <GlobalModal renderForm={renderForm} initial={initial} />
    </>,
    { path },
  );
  return { renderForm };
}

function open(payload: ModalOpenPayload) {
  act(() => bus.emit('modal:open', payload));
}

describe('GlobalModal', () => {
  it('opens at once with the event that made the shell load it', () => {
    const { renderForm } = renderModal({ type: 'contact-form', title: 'Zeptejte se nás', itemName: 'Virtuální sídlo' });
    expect(screen.getByRole('dialog', { name: 'Zeptejte se nás' })).toBeInTheDocument();
    expect(renderForm).toHaveBeenCalledWith(expect.objectContaining({ type: 'contact-form' }), expect.any(Function));
  });

  it('renders nothing until modal:open, then a labelled dialog with sanitised text', () => {
    renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open({
      type: 'text',
      title: 'Obchodní podmínky',
      content: '<p>Platí od 1. 5. 2023.</p><script>window.hacked = 1</script>',
    });
    const dialog = screen.getByRole('dialog', { name: 'Obchodní podmínky' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Platí od 1. 5. 2023.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog).toHaveFocus();
  });

  it('renders a contact card with sanitised address and HTML content', () => {
    renderModal();
    open({ type: 'contact', content: person });
    const dialog = screen.getByRole('dialog', { name: 'Jana Nováková' });
    expect(within(dialog).getByText('Vedoucí pražské pobočky')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'info@sidlopartner.cz' })).toHaveAttribute(
      'href',
      'mailto:info@sidlopartner.cz',
    );
    expect(within(dialog).getByRole('link', { name: '+420 222 555 010' })).toHaveAttribute('href', 'tel:+420222555010');
    expect(within(dialog).getByText('zakládáním společností')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Fotografie: Jana Nováková' })).toHaveAttribute(
      'src',
      '/api/media/contacts/jana.jpg',
    );
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    expect(dialog.querySelector('address')).toHaveTextContent('Rohanské nábřeží 678/29');
  });

  it.each([
    'virtual-place',
    'establishment',
    'smart-room',
    'readymade',
    'liquidation',
    'foreign-company',
    'contact-form',
  ])('hands the %s form body to renderForm, whose close closes the modal', async (type) => {
    const user = userEvent.setup();
    const { renderForm } = renderModal();
    const payload = { type, title: 'Nezávazná poptávka', itemName: 'Virtuální sídlo Praha 8' };
    open(payload);
    expect(renderForm).toHaveBeenCalledWith(payload, expect.any(Function));
    expect(screen.getByRole('form', { name: 'Poptávka' })).toHaveTextContent('Formulář: Virtuální sídlo Praha 8');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Obsah nenalezen.' for an unknown type", () => {
    renderModal();
    open({ type: 'newsletter' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Obsah nenalezen.');
  });

  it("shows 'Content not found.' in English", () => {
    renderModal(null, '/en');
    open({ type: 'whatever', title: 'Oops' });
    expect(screen.getByRole('dialog', { name: 'Oops' })).toHaveTextContent('Content not found.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('opening hides the Smart Point bar', () => {
    renderModal();
    const toggled = jest.fn();
    const off = bus.on('smartpoint:toggle', toggled);
    open({ type: 'text', title: 'Smart Point', content: '<p>Text</p>' });
    off();
    expect(toggled).toHaveBeenCalledWith({ open: false });
  });

  it('closes on the close button, emits modal:close and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderModal();
    const opener = screen.getByRole('button', { name: 'Zeptejte se' });
    opener.focus();
    const closed = jest.fn();
    const off = bus.on('modal:close', closed);
    open({ type: 'text', title: 'Informace', content: '<p>Text</p>' });
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Zavřít' }));
    off();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderModal();
    open({ type: 'text', title: 'Informace', content: '<p>Text</p>' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const user = userEvent.setup();
    renderModal();
    open({ type: 'text', title: 'Informace', content: '<p>Uvnitř</p>' });
    await user.click(screen.getByText('Uvnitř'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A text selection dragged from the dialog out onto the backdrop does not close it.
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Uvnitř') },
      { pointerName: 'mouse', target: screen.getByTestId('chrome-modal-backdrop') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('chrome-modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when another part of the page emits modal:close', () => {
    renderModal();
    open({ type: 'text', title: 'Informace', content: '<p>Text</p>' });
    act(() => bus.emit('modal:close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderModal();
    open({ type: 'text', title: 'Informace', content: '<p><a href="/kontakt">Kontakt</a></p>' });
    const close = screen.getByRole('button', { name: 'Zavřít' });
    const link = screen.getByRole('link', { name: 'Kontakt' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
  });

  it('closes when the page moves on (a form sent from it goes to its next page), and stays closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <GlobalModal
        renderForm={() => <Link to="/dekujeme?interest=contact-form">Odeslat</Link>}
        initial={{ type: 'contact-form', title: 'Zeptejte se nás' }}
      />,
      { path: '/kontakt' },
    );
    await user.click(within(screen.getByRole('dialog', { name: 'Zeptejte se nás' })).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme?interest=contact-form');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Opened again on the new page, it stays open.
    open({ type: 'text', title: 'Informace', content: '<p>Text</p>' });
    expect(screen.getByRole('dialog', { name: 'Informace' })).toBeInTheDocument();
  });
});
