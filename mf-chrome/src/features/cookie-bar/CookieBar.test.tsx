import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, parseCookies } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { consent } from './actions';
import { CookieBar } from './CookieBar';

const CONSENT_COOKIES = [
  'cookie-show',
  'cookie-consent',
  'cookie-consent-analytical',
  'cookie-consent-marketing',
  'cookie-consent-advertisement',
  'cookie-consent-revision',
  '_fbp',
  '_ga',
];

function cookies() {
  return parseCookies(document.cookie);
}

/** The bar on a page whose route runs its form's action, as every page's does. */
function renderBar(path = '/') {
  return renderWithProviders(<CookieBar />, { path, actions: { consent } });
}

function consentCommands() {
  return (window.dataLayer ?? []).filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'consent');
}

function events(name: string) {
  return (window.dataLayer ?? []).filter(
    (entry): entry is Record<string, unknown> => !Array.isArray(entry) && entry.event === name,
  );
}

beforeEach(() => {
  for (const name of CONSENT_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/`;
  window.dataLayer = [];
});

describe('CookieBar', () => {
  it('pushes the consent default (all denied but security) first and shows the bar', () => {
    renderBar();
    expect(screen.getByRole('region', { name: 'Používáme cookies' })).toBeInTheDocument();
    expect(window.dataLayer?.[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
      },
    ]);
    const privacy = screen.getByRole('link', { name: /Zásady ochrany osobních údajů/ });
    expect(privacy).toHaveAttribute('href', '/info/1/zasady-ochrany-osobnich-udaju');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('stays hidden when cookie-show is hidden, and reads the consent default from stored cookies', () => {
    document.cookie = 'cookie-show=hidden; Path=/';
    document.cookie = 'cookie-consent=accepted; Path=/';
    document.cookie = 'cookie-consent-analytical=1; Path=/';
    document.cookie = 'cookie-consent-marketing=0; Path=/';
    document.cookie = 'cookie-consent-advertisement=0; Path=/';
    renderBar();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(consentCommands()).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          security_storage: 'granted',
        }),
      ],
    ]);
  });

  it('"Přijmout vše" accepts every category, grants every signal and hides the bar', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Přijmout vše' }));

    expect(cookies()).toMatchObject({
      'cookie-show': 'hidden',
      'cookie-consent': 'accepted',
      'cookie-consent-analytical': '1',
      'cookie-consent-marketing': '1',
      'cookie-consent-advertisement': '1',
    });
    // The bar goes once its form's action has answered (the page's data loaded again), a moment later.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Používáme cookies' })).not.toBeInTheDocument());
    const commands = consentCommands();
    expect(commands.map((entry) => entry[1])).toEqual(['default', 'update']);
    expect(Object.values(commands[1]![2] as object).every((value) => value === 'granted')).toBe(true);
    expect(events('cookie_consent_update')).toEqual([
      expect.objectContaining({ consent_analytical: 1, consent_marketing: 1, consent_advertisement: 1 }),
    ]);
    expect(events('cookie_consent_status')).toEqual([expect.objectContaining({ consent_status: 'accepted' })]);
  });

  it('"Přijmout vybrané" grants only the chosen categories and stores 1/0', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Nastavení cookies' }));
    expect(await screen.findByRole('checkbox', { name: /Technické/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Analytické' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reklamní' }));
    await user.click(screen.getByRole('button', { name: 'Přijmout vybrané' }));

    expect(cookies()).toMatchObject({
      'cookie-show': 'hidden',
      'cookie-consent': 'accepted',
      'cookie-consent-analytical': '1',
      'cookie-consent-marketing': '0',
      'cookie-consent-advertisement': '1',
    });
    expect(consentCommands()[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
      },
    ]);
    expect(events('cookie_consent_update')).toEqual([
      expect.objectContaining({ consent_analytical: 1, consent_marketing: 0, consent_advertisement: 1 }),
    ]);
    expect(events('cookie_consent_status')).toEqual([expect.objectContaining({ consent_status: 'accepted' })]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Přijmout vše' })).not.toBeInTheDocument());
  });

  it('marketing alone grants ad storage and personalisation', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Nastavení cookies' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Marketingové' }));
    await user.click(screen.getByRole('button', { name: 'Přijmout vybrané' }));
    expect(consentCommands()[1]![2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_personalization: 'granted',
      ad_user_data: 'denied',
    });
  });

  it('"Odmítnout vše" sits beside "Přijmout vše" and denies, removes the category cookies and hides the bar', async () => {
    document.cookie = 'cookie-consent-analytical=1; Path=/';
    document.cookie = 'cookie-consent-marketing=1; Path=/';
    const user = userEvent.setup();
    renderBar();
    const actions = screen.getByRole('button', { name: 'Přijmout vše' }).parentElement!;
    expect(within(actions).getByRole('button', { name: 'Odmítnout vše' })).toHaveClass('btn');
    await user.click(screen.getByRole('button', { name: 'Odmítnout vše' }));

    const stored = cookies();
    expect(stored['cookie-show']).toBe('hidden');
    expect(stored['cookie-consent']).toBe('denied');
    expect(stored).not.toHaveProperty('cookie-consent-analytical');
    expect(stored).not.toHaveProperty('cookie-consent-marketing');
    expect(stored).not.toHaveProperty('cookie-consent-advertisement');
    // The bar goes once its form's action has answered (the page's data loaded again), a moment later.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Používáme cookies' })).not.toBeInTheDocument());
    expect(consentCommands()[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' }),
    ]);
    expect(events('cookie_consent_update')).toEqual([
      expect.objectContaining({ consent_analytical: 0, consent_marketing: 0, consent_advertisement: 0 }),
    ]);
    expect(events('cookie_consent_status')).toEqual([expect.objectContaining({ consent_status: 'denied' })]);
  });

  it('speaks English with the English privacy policy slug', () => {
    renderBar('/en');
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse all' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', '/en/info/1/privacy-policy');
  });

  it('shows the bar again, saying why, when the choice answers an older consent revision', () => {
    document.cookie = 'cookie-show=hidden; Path=/';
    document.cookie = 'cookie-consent=accepted; Path=/';
    document.cookie = 'cookie-consent-revision=0; Path=/';
    renderBar();
    expect(screen.getByRole('region', { name: 'Používáme cookies' })).toHaveTextContent(
      'Od vaší poslední volby jsme upravili, k čemu cookies používáme.',
    );
  });

  it('records the current revision with a choice, so the bar stays away', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Přijmout vše' }));
    expect(cookies()['cookie-consent-revision']).toBe('1');
    unmount();
    renderBar();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('cookie preferences opened again (consent:open)', () => {
  beforeEach(() => {
    document.cookie = 'cookie-show=hidden; Path=/';
    document.cookie = 'cookie-consent=accepted; Path=/';
    document.cookie = 'cookie-consent-analytical=1; Path=/';
    document.cookie = 'cookie-consent-marketing=1; Path=/';
    document.cookie = 'cookie-consent-advertisement=0; Path=/';
    document.cookie = '_fbp=fb.1.123; Path=/';
    document.cookie = '_ga=GA1.1.42; Path=/';
  });

  it('shows the current choice; withdrawing marketing stores it, removes its cookies and pushes the update', async () => {
    const user = userEvent.setup();
    const notices: string[] = [];
    const off = bus.on('notice', (notice) => notices.push(notice.message));
    renderBar();
    act(() => bus.emit('consent:open'));

    const dialog = await screen.findByRole('dialog', { name: 'Nastavení cookies' });
    expect(within(dialog).getByRole('checkbox', { name: 'Analytické' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketingové' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Reklamní' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marketingové' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uložit výběr' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = cookies();
    expect(stored).toMatchObject({
      'cookie-consent-marketing': '0',
      'cookie-consent-analytical': '1',
      _ga: 'GA1.1.42',
    });
    expect(stored).not.toHaveProperty('_fbp');
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', ad_personalization: 'denied' }),
    ]);
    expect(events('cookie_consent_update')).toEqual([expect.objectContaining({ consent_marketing: 0 })]);
    expect(notices).toEqual(['Nastavení cookies bylo uloženo.']);
    off();
  });

  it('refusing all there denies everything and removes every tracking cookie', async () => {
    const user = userEvent.setup();
    renderBar();
    act(() => bus.emit('consent:open'));
    await user.click(await screen.findByRole('button', { name: 'Odmítnout vše' }));
    const stored = cookies();
    expect(stored['cookie-consent']).toBe('denied');
    expect(stored).not.toHaveProperty('_ga');
    expect(stored).not.toHaveProperty('_fbp');
  });

  it('Escape closes it without changing anything and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button" onClick={() => bus.emit('consent:open')}>
          open settings
        </button>
        <CookieBar />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'open settings' }));
    expect(await screen.findByRole('dialog', { name: 'Nastavení cookies' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open settings' })).toHaveFocus();
    expect(cookies()['cookie-consent-marketing']).toBe('1');
    expect(events('cookie_consent_update')).toEqual([]);
  });
});
