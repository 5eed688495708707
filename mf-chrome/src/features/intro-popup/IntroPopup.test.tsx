import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { api, applyLocale, i18n, parseCookies, useUi } from 'shared';
import IntroPopup from './IntroPopup';

const POSTER = {
  'banner.popup_desktop': {
    title: 'Sídlo pro vaši firmu do 24 hodin',
    url: '/virtualni-sidla',
    path: 'banners',
    image: 'popup-desktop-cs.svg',
    src: '/api/media/banners/popup-desktop-cs.svg',
  },
  'banner.popup_mobile': {
    title: 'Sídlo pro vaši firmu do 24 hodin (mobil)',
    url: '/virtualni-sidla',
    path: 'banners',
    image: 'popup-mobile-cs.svg',
  },
  'banner.promo': {
    title: 'Ready-made společnost: podnikejte ještě dnes',
    url: '/ready-made-spolecnosti',
    path: 'banners/',
    image: 'promo-cs.svg',
  },
};

let getSpy: jest.SpyInstance;

function mockPoster(data: unknown) {
  getSpy = jest
    .spyOn(api, 'get')
    .mockResolvedValue({ data, status: 200, statusText: 'OK', headers: {}, config: {} as never });
}

function setViewport(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: wide && query.includes('768'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

function renderPopup() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <IntroPopup />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** Let the mocked request resolve. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeEach(() => {
  jest.useFakeTimers();
  for (const name of ['intro-popup', 'top-banner']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  useUi.setState({ maintenance: false });
  setViewport(true);
  act(() => applyLocale('cs'));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('IntroPopup', () => {
  it('shows the desktop banner 3 s after load, not before', async () => {
    mockPoster(POSTER);
    renderPopup();
    await flush();
    expect(getSpy).toHaveBeenCalledWith('/api/poster', { params: { lang: 'cs' } });
    await advance(2_900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(100);
    const dialog = screen.getByRole('dialog', { name: 'Sídlo pro vaši firmu do 24 hodin' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/media/banners/popup-desktop-cs.svg');
    expect(screen.getByRole('link', { name: 'Sídlo pro vaši firmu do 24 hodin' })).toHaveAttribute(
      'href',
      '/virtualni-sidla',
    );
    expect(screen.getByRole('button', { name: 'Zavřít oznámení' })).toHaveFocus();
  });

  it('waits while the visitor is typing in a form field, then shows', async () => {
    mockPoster(POSTER);
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    renderPopup();
    await flush();
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    input.blur();
    await advance(1_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    input.remove();
  });

  it('shows the mobile banner below 768 px, its image built from path and image', async () => {
    setViewport(false);
    mockPoster(POSTER);
    renderPopup();
    await flush();
    await advance(3_000);
    const dialog = screen.getByRole('dialog', { name: 'Sídlo pro vaši firmu do 24 hodin (mobil)' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/media/banners/popup-mobile-cs.svg');
  });

  it('closing with × sets intro-popup=hidden and hides it', async () => {
    mockPoster(POSTER);
    renderPopup();
    await flush();
    await advance(3_000);
    await user().click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(parseCookies(document.cookie)['intro-popup']).toBe('hidden');
  });

  it('Escape, a backdrop click and the banner link hide it too', async () => {
    mockPoster(POSTER);
    const first = renderPopup();
    await flush();
    await advance(3_000);
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(parseCookies(document.cookie)['intro-popup']).toBe('hidden');
    first.unmount();

    document.cookie = 'intro-popup=; Max-Age=0; Path=/';
    const second = renderPopup();
    await flush();
    await advance(3_000);
    await user().click(screen.getByTestId('chrome-intro-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(parseCookies(document.cookie)['intro-popup']).toBe('hidden');
    second.unmount();

    document.cookie = 'intro-popup=; Max-Age=0; Path=/';
    renderPopup();
    await flush();
    await advance(3_000);
    await user().click(screen.getByRole('link', { name: 'Sídlo pro vaši firmu do 24 hodin' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(parseCookies(document.cookie)['intro-popup']).toBe('hidden');
  });

  it('does not show when the cookie says hidden', async () => {
    document.cookie = 'intro-popup=hidden; Path=/';
    mockPoster(POSTER);
    renderPopup();
    await flush();
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show without a pop-up banner', async () => {
    mockPoster({ 'banner.promo': POSTER['banner.promo'] });
    renderPopup();
    await flush();
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a failed banner request silently', async () => {
    getSpy = jest.spyOn(api, 'get').mockRejectedValue(new Error('Network Error'));
    renderPopup();
    await flush();
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('neither fetches nor shows banners during maintenance', async () => {
    useUi.setState({ maintenance: true });
    mockPoster(POSTER);
    renderPopup();
    await flush();
    await advance(5_000);
    expect(getSpy).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PromoBanner', () => {
  it('shows the promo banner at once and hides it at 30 s, setting top-banner=hidden', async () => {
    document.cookie = 'intro-popup=hidden; Path=/';
    mockPoster(POSTER);
    renderPopup();
    await flush();
    const promo = screen.getByRole('complementary', { name: 'Aktuální nabídka' });
    expect(promo.querySelector('img')).toHaveAttribute('src', '/api/media/banners/promo-cs.svg');
    expect(screen.getByRole('link', { name: 'Ready-made společnost: podnikejte ještě dnes' })).toHaveAttribute(
      'href',
      '/ready-made-spolecnosti',
    );
    await advance(29_000);
    expect(screen.getByRole('complementary', { name: 'Aktuální nabídka' })).toBeInTheDocument();
    expect(parseCookies(document.cookie)['top-banner']).toBeUndefined();
    await advance(1_000);
    expect(screen.queryByRole('complementary', { name: 'Aktuální nabídka' })).not.toBeInTheDocument();
    expect(parseCookies(document.cookie)['top-banner']).toBe('hidden');
  });

  it('is not shown when top-banner is hidden', async () => {
    document.cookie = 'top-banner=hidden; Path=/';
    mockPoster(POSTER);
    renderPopup();
    await flush();
    expect(screen.queryByRole('complementary', { name: 'Aktuální nabídka' })).not.toBeInTheDocument();
  });

  it('its close button hides it and sets the cookie', async () => {
    mockPoster(POSTER);
    renderPopup();
    await flush();
    await user().click(screen.getByRole('button', { name: 'Skrýt nabídku' }));
    expect(screen.queryByRole('complementary', { name: 'Aktuální nabídka' })).not.toBeInTheDocument();
    expect(parseCookies(document.cookie)['top-banner']).toBe('hidden');
  });

  it('asks for the English banners in English', async () => {
    act(() => applyLocale('en'));
    mockPoster(POSTER);
    renderPopup();
    await flush();
    expect(getSpy).toHaveBeenCalledWith('/api/poster', { params: { lang: 'en' } });
    expect(screen.getByRole('complementary', { name: 'Current offer' })).toBeInTheDocument();
  });
});
