import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCookies, useUi } from 'shared';
import { apiError, http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import { IntroPopup } from './IntroPopup';
import { advance, flush } from '../../common/timers.testing';

const DESKTOP = {
  title: 'Sídlo pro vaši firmu do 24 hodin',
  url: '/virtualni-sidla',
  path: 'banners',
  image: 'popup-desktop-cs.svg',
  src: '/api/media/banners/popup-desktop-cs.svg',
};
const MOBILE = {
  title: 'Sídlo pro vaši firmu do 24 hodin (mobil)',
  url: '/virtualni-sidla',
  path: 'banners',
  image: 'popup-mobile-cs.svg',
  src: '/api/media/banners/popup-mobile-cs.svg',
};
const POSTER = { 'banner.popup_desktop': DESKTOP, 'banner.popup_mobile': MOBILE };

function answerPoster(body: Record<string, unknown>) {
  server.use(http.get('*/api/poster', () => HttpResponse.json(body)));
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

async function renderPopup(path = '/') {
  const result = renderWithProviders(<IntroPopup />, { path });
  await flush();
  return result;
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const introCookie = () => parseCookies(document.cookie)['intro-popup'];

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  for (const name of ['intro-popup', 'top-banner']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  useUi.setState({ maintenance: false });
  setViewport(true);
});

afterEach(() => jest.useRealTimers());

describe('IntroPopup', () => {
  it('shows the desktop banner 3 s after load, not before', async () => {
    answerPoster(POSTER);
    await renderPopup();
    expect(requests({ path: '/api/poster' }).map((r) => r.query.get('lang'))).toEqual(['cs']);
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
    answerPoster(POSTER);
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    await renderPopup();
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
    answerPoster(POSTER);
    await renderPopup();
    await advance(3_000);
    const dialog = screen.getByRole('dialog', { name: 'Sídlo pro vaši firmu do 24 hodin (mobil)' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/media/banners/popup-mobile-cs.svg');
  });

  it('closing with × sets intro-popup=hidden and hides it', async () => {
    answerPoster(POSTER);
    await renderPopup();
    await advance(3_000);
    await user().click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(introCookie()).toBe('hidden');
  });

  it.each([
    ['Escape', () => user().keyboard('{Escape}')],
    ['a click beside the banner', () => user().click(screen.getByTestId('chrome-intro-backdrop'))],
    ['the banner link', () => user().click(screen.getByRole('link', { name: 'Sídlo pro vaši firmu do 24 hodin' }))],
  ])('%s hides it too', async (_how, hide) => {
    answerPoster(POSTER);
    await renderPopup();
    await advance(3_000);
    await hide();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(introCookie()).toBe('hidden');
  });

  it('a click on the banner itself keeps it open', async () => {
    answerPoster({ 'banner.popup_desktop': { ...DESKTOP, url: '' } });
    await renderPopup();
    await advance(3_000);
    await user().click(screen.getByRole('img', { name: 'Sídlo pro vaši firmu do 24 hodin' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not show when the cookie says hidden', async () => {
    document.cookie = 'intro-popup=hidden; Path=/';
    answerPoster(POSTER);
    await renderPopup();
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show without a pop-up banner', async () => {
    answerPoster({});
    await renderPopup();
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a failed banner request silently', async () => {
    server.use(http.get('*/api/poster', () => apiError(500, 'internal_error')));
    await renderPopup();
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows no banner from an answer of another shape', async () => {
    answerPoster({ 'banner.popup_desktop': { ...DESKTOP, src: undefined }, 'banner.promo': { image: 'promo.svg' } });
    await renderPopup();
    await advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('neither fetches nor shows banners during maintenance', async () => {
    useUi.setState({ maintenance: true });
    answerPoster(POSTER);
    await renderPopup();
    await advance(5_000);
    expect(requests({ path: '/api/poster' })).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
