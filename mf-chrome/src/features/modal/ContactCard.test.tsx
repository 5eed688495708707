import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { applyLocale, bus, i18n, type ContactCard as ContactCardData } from 'shared';
import { ContactCard } from './ContactCard';

const branch: ContactCardData = {
  type: 'branch',
  title: 'Praha',
  img: '/api/media/contacts/praha.jpg',
  imgBig: '/api/media/contacts/praha-big.jpg',
  address: '<p>Rohanské nábřeží 678/29<br>186 00 Praha 8 – Karlín</p>',
  phone: '+420 222 555 010',
};
const person: ContactCardData = {
  type: 'person',
  title: 'Petr Dvořák',
  function: 'Konzultant pro zakládání společností',
  img: 'contacts/petr.jpg',
  email: 'info@sidlopartner.cz',
};

function renderCard(card: ContactCardData) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ContactCard card={card} />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  act(() => applyLocale('cs'));
});

describe('ContactCard', () => {
  it("opens the global modal with the person's card from the title or the image", async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    const off = bus.on('modal:open', opened);
    renderCard(person);
    await user.click(screen.getByRole('button', { name: 'Petr Dvořák' }));
    await user.click(screen.getByRole('button', { name: 'Zobrazit kontakt: Petr Dvořák' }));
    off();
    expect(opened).toHaveBeenCalledTimes(2);
    expect(opened).toHaveBeenCalledWith({ type: 'contact', title: 'Petr Dvořák', content: person });
  });

  it('opens a branch image in a lightbox with the large image, closed by Escape', async () => {
    const user = userEvent.setup();
    renderCard(branch);
    expect(screen.getByRole('heading', { name: 'Praha' })).toBeInTheDocument();
    expect(screen.getByText(/Rohanské nábřeží 678\/29/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zvětšit fotografii: Praha' }));
    const lightbox = screen.getByRole('dialog', { name: 'Praha' });
    expect(lightbox.querySelector('img')).toHaveAttribute('src', '/api/media/contacts/praha-big.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zvětšit fotografii: Praha' })).toHaveFocus();
  });
});
