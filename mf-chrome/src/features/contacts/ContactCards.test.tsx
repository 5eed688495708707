import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useSettings, type ContactCard, type ModalOpenPayload } from 'shared';
import { renderWithProviders } from 'shared/testing';
import ContactCards from './ContactCards';

const PRAHA: ContactCard = {
  type: 'branch',
  title: 'Praha',
  function: 'Centrála, zasedací místnosti',
  img: '/api/media/branch-praha.svg',
  imgBig: '/api/media/branch-praha-big.svg',
  address: '<p>Rohanské nábřeží 678/29<br>186 00 Praha 8 – Karlín</p><script>alert(1)</script>',
  email: 'info@sidlopartner.cz',
  phone: '+420 222 555 010',
};
const NOVAKOVA: ContactCard = {
  type: 'person-modal',
  title: 'Ing. Petra Nováková',
  function: 'jednatelka',
  img: 'person-novakova.svg',
  email: 'novakova@sidlopartner.cz',
  phone: '+420 222 555 010',
  content: '<p>Petra vede Sídlo Partner od roku 2009.</p>',
};
const HORAKOVA: ContactCard = { type: 'person', title: 'Ing. Lucie Horáková', function: 'vedoucí pobočky Brno' };

beforeEach(() => {
  useSettings.setState({
    status: 'ready',
    locale: 'cs',
    settings: {
      contacts: { branches: [PRAHA], people: [NOVAKOVA, HORAKOVA], email: 'info@sidlopartner.cz', phones: [] },
    },
  });
});

describe('ContactCards', () => {
  it('shows each branch with its address, e-mail and phone, and each person with function and links', () => {
    renderWithProviders(<ContactCards />, { path: '/kontakt' });
    const branch = screen.getByRole('article', { name: 'Praha' });
    expect(within(branch).getByText('Centrála, zasedací místnosti')).toBeInTheDocument();
    expect(within(branch).getByText(/Rohanské nábřeží 678\/29/)).toBeInTheDocument();
    expect(branch.querySelector('script')).toBeNull();
    expect(within(branch).getByRole('link', { name: '+420 222 555 010' })).toHaveAttribute('href', 'tel:+420222555010');
    const people = screen.getByRole('heading', { name: 'Lidé, kteří vám pomohou' }).nextElementSibling as HTMLElement;
    expect(within(people).getAllByRole('article')).toEqual([
      screen.getByRole('article', { name: 'Ing. Petra Nováková' }),
      screen.getByRole('article', { name: 'Ing. Lucie Horáková' }),
    ]);
    const novakova = screen.getByRole('article', { name: 'Ing. Petra Nováková' });
    expect(within(novakova).getByText('jednatelka')).toBeInTheDocument();
    expect(within(novakova).getByRole('link', { name: 'novakova@sidlopartner.cz' })).toHaveAttribute(
      'href',
      'mailto:novakova@sidlopartner.cz',
    );
  });

  it("a person's title and image are one button that opens the global modal with the person", async () => {
    const opened: ModalOpenPayload[] = [];
    const off = bus.on('modal:open', (payload) => opened.push(payload));
    renderWithProviders(<ContactCards />, { path: '/kontakt' });
    const button = screen.getByRole('button', { name: /Ing\. Petra Nováková/ });
    expect(button.querySelector('img')).toHaveAttribute('src', '/api/media/person-novakova.svg');
    await userEvent.setup().click(button);
    expect(opened).toEqual([{ type: 'contact', title: 'Ing. Petra Nováková', content: NOVAKOVA }]);
    off();
  });

  it("a branch's image opens the large image in a lightbox; Escape closes it and focus returns", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactCards />, { path: '/kontakt' });
    const opener = screen.getByRole('button', { name: 'Zvětšit fotografii pobočky Praha' });
    await user.click(opener);
    const lightbox = screen.getByRole('dialog', { name: 'Fotografie: Praha' });
    expect(within(lightbox).getByRole('img', { name: 'Fotografie: Praha' })).toHaveAttribute(
      'src',
      '/api/media/branch-praha-big.svg',
    );
    expect(within(lightbox).getByRole('button', { name: 'Zavřít' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('speaks English', () => {
    useSettings.setState({ locale: 'en' });
    renderWithProviders(<ContactCards />, { path: '/en/contact' });
    expect(screen.getByRole('heading', { name: 'Where to find us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enlarge the photo of the Praha office' })).toBeInTheDocument();
  });
});
