import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useAlternates, useSettings, type MenuItem, type ModalOpenPayload } from 'shared';
import { renderWithProviders } from 'shared/testing';
import Header from './Header';

const topmenu: MenuItem[] = [
  {
    text: 'Virtuální sídla',
    link: '/virtualni-sidla',
    submenu: [
      {
        text: 'Virtuální sídla Praha',
        link: '/virtualni-sidla-praha',
        submenu: [{ text: 'Praha 8 – Karlín', link: '/virtualni-sidla/1/praha-8-karlin' }],
      },
      { text: 'Virtuální sídla Brno', link: '/virtualni-sidla-brno' },
    ],
  },
  { text: 'Založení společnosti', link: '/zalozeni-spolecnosti' },
  { text: 'Ceník', link: '/cenik' },
];

function renderHeader(path: string) {
  return renderWithProviders(<Header />, { path });
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  useSettings.setState({ settings: { topmenu }, status: 'ready', locale: 'cs' });
  useAlternates.setState({ forPath: null, paths: {} });
  window.dataLayer = [];
});

describe('Header', () => {
  it('renders the logo home and the top menu from settings', () => {
    renderHeader('/kontakt');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sídlo Partner – úvodní stránka' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(within(nav).getByRole('link', { name: 'Virtuální sídla' })).toHaveAttribute('href', '/virtualni-sidla');
    expect(within(nav).getByRole('link', { name: 'Založení společnosti' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ceník' })).toHaveAttribute('href', '/cenik');
    // Submenus stay closed until asked for.
    expect(within(nav).queryByRole('link', { name: 'Virtuální sídla Praha' })).not.toBeInTheDocument();
  });

  it('opens a dropdown with two submenu levels from its toggle and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    const toggle = within(nav).getByRole('button', { name: 'Podnabídka: Virtuální sídla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Virtuální sídla Praha' })).toHaveAttribute(
      'href',
      '/virtualni-sidla-praha',
    );
    expect(within(nav).getByRole('link', { name: 'Praha 8 – Karlín' })).toHaveAttribute(
      'href',
      '/virtualni-sidla/1/praha-8-karlin',
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Virtuální sídla Praha' })).not.toBeInTheDocument();
  });

  it('opens a dropdown while the mouse is over its entry', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    await user.hover(within(nav).getByRole('link', { name: 'Virtuální sídla' }));
    expect(within(nav).getByRole('link', { name: 'Virtuální sídla Brno' })).toBeInTheDocument();
    // Clicking the toggle of a dropdown the pointer opened keeps it open.
    await user.click(within(nav).getByRole('button', { name: 'Podnabídka: Virtuální sídla' }));
    expect(within(nav).getByRole('link', { name: 'Virtuální sídla Brno' })).toBeInTheDocument();
    await user.unhover(within(nav).getByRole('link', { name: 'Virtuální sídla' }));
    await user.hover(within(nav).getByRole('link', { name: 'Ceník' }));
    expect(within(nav).queryByRole('link', { name: 'Virtuální sídla Brno' })).not.toBeInTheDocument();
  });

  it('opens the dropdown from the keyboard with ArrowDown and focuses its first link', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    within(nav).getByRole('link', { name: 'Ceník' }).focus();
    await user.keyboard('{ArrowDown}');
    // A menu entry without a submenu has nothing to open.
    expect(within(nav).getByRole('link', { name: 'Ceník' })).toHaveFocus();
    act(() => within(nav).getByRole('button', { name: 'Podnabídka: Virtuální sídla' }).focus());
    await user.keyboard('{Escape}{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Virtuální sídla Praha' })).toHaveFocus();
  });

  it('Ask emits modal:open with the contact form and pushes contact_ask', async () => {
    const user = userEvent.setup();
    const opened: ModalOpenPayload[] = [];
    const off = bus.on('modal:open', (payload) => opened.push(payload));
    renderHeader('/');
    const ask = screen.getByRole('link', { name: 'Zeptejte se' });
    // A link to the contact-form page, for a click before or without scripts.
    expect(ask).toHaveAttribute('href', '/kontaktni-formular');
    await user.click(ask);
    off();
    expect(location()).toBe('/');
    expect(opened).toEqual([{ type: 'contact-form', title: 'Zeptejte se nás' }]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'contact_ask' })]);
  });

  it('Smart Point link toggles the Smart Point bar instead of leaving the page', async () => {
    const user = userEvent.setup();
    const toggles: unknown[] = [];
    const off = bus.on('smartpoint:toggle', (payload) => toggles.push(payload));
    renderHeader('/kontakt');
    const link = screen.getAllByRole('link', { name: /Smart Point/ })[0]!;
    expect(link).toHaveAttribute('href', '/smartpoint');
    await user.click(link);
    off();
    expect(toggles).toEqual([{}]);
    expect(location()).toBe('/kontakt');
  });

  it('shows the phone number as a tel: link without spaces', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: 'Zavolejte nám: +420 222 555 010' })).toHaveAttribute(
      'href',
      'tel:+420222555010',
    );
  });

  it('hamburger opens the mobile menu with submenu toggles and inline search; Escape closes it', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const burger = screen.getByRole('button', { name: 'Otevřít menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobilní navigace' })).not.toBeInTheDocument();
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobilní navigace' });
    const toggle = within(mobile).getByRole('button', { name: 'Podnabídka: Virtuální sídla' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(mobile).getByRole('link', { name: 'Virtuální sídla Brno' })).toBeInTheDocument();
    expect(screen.getAllByRole('search')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobilní navigace' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otevřít menu' })).toHaveFocus();
  });

  it('closes the mobile menu after following one of its links', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobilní navigace' });
    await user.click(within(mobile).getByRole('link', { name: 'Ceník' }));
    expect(location()).toBe('/cenik');
    expect(screen.queryByRole('navigation', { name: 'Mobilní navigace' })).not.toBeInTheDocument();
  });

  it('speaks English on English pages', () => {
    useSettings.setState({ settings: { topmenu: [{ text: 'Virtual offices', link: '/en/virtual-headquarters' }] } });
    renderHeader('/en/contact');
    expect(screen.getByRole('link', { name: 'Sídlo Partner – home page' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', '/en/contact-form');
    expect(screen.getByRole('link', { name: 'Virtual offices' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Smart Point/ })[0]).toHaveAttribute('href', '/en/smartpoint');
  });

  it('shows the tools in one row: Smart Point, phone, search, language switcher, Ask, menu', () => {
    renderHeader('/');
    const banner = screen.getByRole('banner');
    const tools = [
      within(banner).getAllByRole('link', { name: /Smart Point/ })[0]!,
      within(banner).getByRole('link', { name: /Zavolejte nám/ }),
      within(banner).getByRole('link', { name: 'Otevřít vyhledávání' }),
      within(banner).getByRole('navigation', { name: 'Výběr jazyka' }),
      within(banner).getByRole('link', { name: 'Zeptejte se' }),
      within(banner).getByRole('button', { name: 'Otevřít menu' }),
    ];
    for (let i = 1; i < tools.length; i++) {
      expect(tools[i - 1]!.compareDocumentPosition(tools[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('closes the mobile menu after a search or a language switch from it', async () => {
    const user = userEvent.setup();
    renderHeader('/kontakt');
    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    await user.type(within(screen.getByRole('search')).getByRole('searchbox'), 'sídlo{Enter}');
    expect(location()).toBe('/hledani?q=s%C3%ADdlo');
    expect(screen.queryByRole('navigation', { name: 'Mobilní navigace' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    const languages = screen.getAllByRole('navigation', { name: 'Výběr jazyka' });
    expect(languages).toHaveLength(2);
    await user.click(within(languages[1]!).getByRole('link', { name: 'en' }));
    expect(location()).toBe('/en/search');
    expect(screen.queryByRole('navigation', { name: 'Mobilní navigace' })).not.toBeInTheDocument();
  });
});
