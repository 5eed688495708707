import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCookies, useUi } from 'shared';
import { http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import { IntroPopup } from './IntroPopup';
import { advance, flush } from '../../common/timers.testing';

const PROMO = {
  title: 'Ready-made společnost: podnikejte ještě dnes',
  url: '/ready-made-spolecnosti',
  path: 'banners/',
  image: 'promo-cs.svg',
  src: '/api/media/banners/promo-cs.svg',
};

/** The promo banner comes with the intro pop-up, which is kept hidden here by its cookie. */
async function renderPromo(path = '/') {
  server.use(http.get('*/api/poster', () => HttpResponse.json({ 'banner.promo': PROMO })));
  renderWithProviders(<IntroPopup />, { path });
  await flush();
}

const promo = () => screen.queryByRole('complementary', { name: 'Aktuální nabídka' });
const topBannerCookie = () => parseCookies(document.cookie)['top-banner'];

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  document.cookie = 'intro-popup=hidden; Path=/';
  document.cookie = 'top-banner=; Max-Age=0; Path=/';
  useUi.setState({ maintenance: false });
});

afterEach(() => jest.useRealTimers());

describe('PromoBanner', () => {
  it('shows the promo banner at once and hides it at 30 s, setting top-banner=hidden', async () => {
    await renderPromo();
    expect(within(promo()!).getByRole('img', { name: PROMO.title })).toHaveAttribute(
      'src',
      '/api/media/banners/promo-cs.svg',
    );
    expect(screen.getByRole('link', { name: PROMO.title })).toHaveAttribute('href', '/ready-made-spolecnosti');
    await advance(29_000);
    expect(promo()).toBeInTheDocument();
    expect(topBannerCookie()).toBeUndefined();
    await advance(1_000);
    expect(promo()).not.toBeInTheDocument();
    expect(topBannerCookie()).toBe('hidden');
  });

  it('is not shown when top-banner is hidden', async () => {
    document.cookie = 'top-banner=hidden; Path=/';
    await renderPromo();
    expect(promo()).not.toBeInTheDocument();
  });

  it('its close button hides it and sets the cookie', async () => {
    await renderPromo();
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Skrýt nabídku' }));
    expect(promo()).not.toBeInTheDocument();
    expect(topBannerCookie()).toBe('hidden');
  });

  it('asks for the English banners in English', async () => {
    await renderPromo('/en');
    expect(requests({ path: '/api/poster' }).map((r) => r.query.get('lang'))).toEqual(['en']);
    expect(screen.getByRole('complementary', { name: 'Current offer' })).toBeInTheDocument();
  });
});
