import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { api, applyLocale, bus, i18n, useSettings, type Locale, type ModalOpenPayload } from 'shared';
import Footer from './Footer';

/** Renders and lets the Smart Point bar's text request settle. */
async function renderFooter(locale: Locale = 'cs') {
  act(() => applyLocale(locale));
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[locale === 'en' ? '/en' : '/']}>
          <Footer />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
  return result;
}

/** What axios rejects with for an HTTP error answer. */
function httpError(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

let post: jest.SpyInstance;

beforeEach(() => {
  useSettings.setState({ settings: {}, status: 'idle', locale: null });
  window.dataLayer = [];
  jest.spyOn(api, 'get').mockResolvedValue({ data: { text: '<p>Smart Point</p>' } });
  post = jest.spyOn(api, 'post');
});

afterEach(() => jest.restoreAllMocks());

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
    await user.click(screen.getByRole('button', { name: 'Zeptejte se' }));
    off();
    expect(opened).toEqual([{ type: 'contact-form', title: 'Zeptejte se nás' }]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'contact_ask' })]);
  });

  it('is in English on English pages', async () => {
    await renderFooter('en');
    expect(screen.getByText('Prague')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute('href', '/vop.pdf');
    expect(screen.getByRole('button', { name: 'Ask us' })).toBeInTheDocument();
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

  it('saves the e-mail, confirms it and pushes newsletter_sent', async () => {
    post.mockResolvedValue({ data: { id: 1 } });
    await subscribe('jana@firma.cz');
    expect(post).toHaveBeenCalledWith('/api/subscriber/save', { email: 'jana@firma.cz' });
    expect(await screen.findByText('E-mail byl úspěšně uložen.')).toHaveClass('notice--success');
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'newsletter_sent' })]);
    expect(screen.getByRole('textbox', { name: /Váš e-mail/ })).toHaveValue('');
  });

  it('says the e-mail is already subscribed for the 422 field error already_exists', async () => {
    post.mockRejectedValue(httpError(422, { message: 'Validation failed', errors: { email: ['already_exists'] } }));
    await subscribe('jana@firma.cz');
    expect(await screen.findByText('Tento e-mail je již přihlášen k odběru.')).toHaveClass('notice--danger');
    expect(window.dataLayer).toEqual([]);
  });

  it('says the e-mail is already subscribed for a body error already_exists', async () => {
    post.mockRejectedValue(httpError(409, { error: 'already_exists' }));
    await subscribe('jana@firma.cz');
    expect(await screen.findByText('Tento e-mail je již přihlášen k odběru.')).toBeInTheDocument();
  });

  it('asks to try later on any other failure', async () => {
    post.mockRejectedValue(httpError(500, { message: 'Internal Server Error' }));
    await subscribe('jana@firma.cz');
    expect(await screen.findByText('E-mail se nepodařilo uložit, zkuste to prosím později.')).toHaveClass(
      'notice--danger',
    );
  });

  it('asks to try later when the network fails', async () => {
    post.mockRejectedValue(new Error('Network Error'));
    await subscribe('jana@firma.cz');
    expect(await screen.findByText('E-mail se nepodařilo uložit, zkuste to prosím později.')).toBeInTheDocument();
  });

  it('sends nothing for an empty value', async () => {
    await subscribe('');
    expect(post).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });
});
