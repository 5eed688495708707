import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useSettings, type ModalOpenPayload } from 'shared';
import {
  apiError,
  http,
  HttpResponse,
  networkError,
  renderWithProviders,
  requests,
  server,
  validationError,
} from 'shared/testing';
import Footer, { actions } from './Footer';

/** Renders the footer (its forms run by the page's route, as in the shell) and lets its first effects settle. */
async function renderFooter(path = '/') {
  const result = renderWithProviders(<Footer />, { path, actions });
  await act(async () => undefined);
  // The Smart Point bar's text loads only when the visitor opens it.
  expect(requests({ path: '/api/info/page/2' })).toHaveLength(0);
  return result;
}

beforeEach(() => {
  useSettings.setState({ settings: {}, status: 'idle', locale: null });
  window.dataLayer = [];
});

describe('Footer', () => {
  it('shows both offices, the e-mail, two phone lines, the copyright with the current year and the terms link before settings load', async () => {
    await renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Rohanské nábřeží 678\/29/)).toBeInTheDocument();
    expect(within(footer).getByText(/186 00 Praha 8 – Karlín/)).toBeInTheDocument();
    expect(within(footer).getByText(/Šumavská 416\/15/)).toBeInTheDocument();
    expect(within(footer).getByText(/602 00 Brno/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'info@sidlopartner.cz' })).toHaveAttribute(
      'href',
      'mailto:info@sidlopartner.cz',
    );
    expect(within(footer).getByRole('link', { name: '+420 222 555 010' })).toHaveAttribute('href', 'tel:+420222555010');
    expect(within(footer).getByRole('link', { name: '+420 541 555 020' })).toHaveAttribute('href', 'tel:+420541555020');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Sídlo Partner`)).toBeInTheDocument();
    const terms = within(footer).getByRole('link', { name: /Obchodní podmínky/ });
    expect(terms).toHaveAttribute('href', '/vop.pdf');
    expect(terms).toHaveAttribute('download');
  });

  it('shows the offices and phones from settings once loaded (address HTML sanitised)', async () => {
    useSettings.setState({
      settings: {
        contacts: {
          email: 'praha@sidlopartner.cz',
          phones: [
            { label: 'Praha', number: '+420 222 555 011' },
            { label: 'Brno', number: '+420 541 555 021' },
          ],
          people: [],
          branches: [
            {
              type: 'branch',
              title: 'Praha – Karlín',
              address: '<p>Rohanské nábřeží 678/29</p><img src=x onerror="alert(1)">',
            },
            { type: 'branch', title: 'Brno – centrum', address: '<p>Šumavská 416/15</p>' },
          ],
        },
      },
    });
    const { container } = await renderFooter();
    expect(screen.getByRole('heading', { name: 'Praha – Karlín' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Brno – centrum' })).toBeInTheDocument();
    expect(container.querySelector('footer img')).toBeNull();
    expect(screen.getByRole('link', { name: 'praha@sidlopartner.cz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+420 541 555 021' })).toHaveAttribute('href', 'tel:+420541555021');
  });

  it('renders the bottom menu from settings: leave opens a new tab, the terms document downloads', async () => {
    useSettings.setState({
      settings: {
        bottommenu: [
          { text: 'Ochrana osobních údajů', link: '/info/1/ochrana-osobnich-udaju' },
          { text: 'Mezinárodní síť', link: 'https://www.example.org/network', leave: true },
          { text: 'VOP', link: '/vop.pdf' },
        ],
      },
    });
    await renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Užitečné odkazy' });
    expect(within(nav).getByRole('link', { name: 'Ochrana osobních údajů' })).toHaveAttribute(
      'href',
      '/info/1/ochrana-osobnich-udaju',
    );
    const leave = within(nav).getByRole('link', { name: /Mezinárodní síť/ });
    expect(leave).toHaveAttribute('target', '_blank');
    expect(leave.getAttribute('rel')).toContain('noopener');
    expect(within(nav).getByRole('link', { name: 'VOP' })).toHaveAttribute('download');
  });

  it('has social links that open safely in a new tab', async () => {
    await renderFooter();
    for (const name of ['LinkedIn', 'Facebook', 'YouTube']) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('shows the membership badge', async () => {
    await renderFooter();
    expect(screen.getByRole('img', { name: 'Člen mezinárodní poradenské sítě' })).toBeInTheDocument();
  });

  it('the floating Ask button opens the contact-form modal and pushes contact_ask', async () => {
    const user = userEvent.setup();
    const opened: ModalOpenPayload[] = [];
    const off = bus.on('modal:open', (payload) => opened.push(payload));
    await renderFooter();
    const ask = screen.getByRole('link', { name: 'Zeptejte se' });
    // A link to the contact-form page, for a click before or without scripts.
    expect(ask).toHaveAttribute('href', '/kontaktni-formular');
    await user.click(ask);
    off();
    expect(opened).toEqual([{ type: 'contact-form', title: 'Zeptejte se nás' }]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'contact_ask' })]);
  });

  it('brings, after the footer, the Smart Point bar and the notices every page has', async () => {
    await renderFooter();
    const footer = screen.getByRole('contentinfo');
    const tab = screen.getByRole('button', { name: 'Otevřít panel Smart Point' });
    expect(footer.compareDocumentPosition(tab) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => bus.emit('smartpoint:toggle', {}));
    expect(await screen.findByRole('dialog', { name: 'Smart Point' })).toBeInTheDocument();
    act(() => bus.emit('notice', { kind: 'danger', message: 'Košík se nepodařilo načíst.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Košík se nepodařilo načíst.');
  });

  it("its 'Nastavení cookies' button asks for the cookie preferences", async () => {
    const asked = jest.fn();
    const off = bus.on('consent:open', asked);
    await renderFooter();
    await userEvent
      .setup()
      .click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Nastavení cookies' }));
    off();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('places the branches and people before the footer on the contact page only', async () => {
    await renderFooter('/kontakt');
    const cards = await screen.findByRole('region', { name: 'Kde nás najdete' });
    expect(within(cards).getByRole('article', { name: 'Praha' })).toBeInTheDocument();
    expect(
      cards.compareDocumentPosition(screen.getByRole('contentinfo')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('has no contact cards on other pages', async () => {
    await renderFooter('/o-nas');
    expect(screen.queryByRole('region', { name: 'Kde nás najdete' })).not.toBeInTheDocument();
  });

  it('is in English on English pages', async () => {
    await renderFooter('/en');
    expect(screen.getByText('Prague')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute('href', '/vop.pdf');
    expect(screen.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', '/en/contact-form');
  });
});

describe('Footer newsletter', () => {
  async function subscribe(email: string) {
    const user = userEvent.setup();
    await renderFooter();
    const input = screen.getByRole('textbox', { name: /Váš e-mail/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    if (email) await user.type(input, email);
    await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  }

  const subscriptions = () => requests({ method: 'POST', path: '/api/subscriber/save' });
  const answer = (response: () => Response) => server.use(http.post('*/api/subscriber/save', response));

  it('saves the e-mail, confirms it and pushes newsletter_sent', async () => {
    answer(() => HttpResponse.json({ success: true, id: 1 }));
    await subscribe('jana@firma.cz');
    expect(
      await within(within(screen.getByRole('contentinfo')).getByRole('status')).findByText(
        'E-mail byl úspěšně uložen.',
      ),
    ).toBeInTheDocument();
    expect(subscriptions().map((request) => request.body)).toEqual([{ email: 'jana@firma.cz' }]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'newsletter_sent' })]);
    expect(screen.getByRole('textbox', { name: /Váš e-mail/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Váš e-mail/ })).not.toHaveAttribute('aria-invalid');
  });

  it('says the e-mail is already subscribed when the API answers 409 already_exists', async () => {
    answer(() => apiError(409, 'already_exists', 'Tento e-mail je již přihlášen k odběru.'));
    await subscribe('jana@firma.cz');
    expect(await screen.findByText('Tento e-mail je již přihlášen k odběru.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: /Váš e-mail/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Tento e-mail je již přihlášen k odběru.');
    expect(window.dataLayer).toEqual([]);
  });

  it("shows the API's reason when it does not accept the address", async () => {
    answer(() => validationError({ email: ['Zadejte platnou e-mailovou adresu.'] }));
    await subscribe('jana@firma');
    expect(await screen.findByText('Zadejte platnou e-mailovou adresu.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Váš e-mail/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to try later on any other failure', async () => {
    answer(() => apiError(500, 'internal_error', 'Internal Server Error'));
    await subscribe('jana@firma.cz');
    expect(await screen.findByText('E-mail se nepodařilo uložit, zkuste to prosím později.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Váš e-mail/ })).not.toHaveAttribute('aria-invalid');
  });

  it('asks to try later when the network fails', async () => {
    answer(() => networkError());
    await subscribe('jana@firma.cz');
    expect(await screen.findByText('E-mail se nepodařilo uložit, zkuste to prosím později.')).toBeInTheDocument();
  });

  it('sends nothing for an empty value', async () => {
    await subscribe('');
    expect(subscriptions()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });
});
