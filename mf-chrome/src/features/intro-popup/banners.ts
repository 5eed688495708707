import { useResource, type Locale } from 'shared';
import type { Banner } from 'shared/validation';
import { fetchBanners } from './api';

const BANNER_KEYS = ['banner.popup_desktop', 'banner.popup_mobile', 'banner.promo'] as const;
type BannerKey = (typeof BANNER_KEYS)[number];
type Banners = Partial<Record<BannerKey, Banner>>;

/** The banners the site shows, of those the API lists; one without an image is left out. */
async function loadBanners(locale: Locale, signal: AbortSignal): Promise<Banners> {
  const answer = await fetchBanners(locale, signal);
  const result: Banners = {};
  for (const key of BANNER_KEYS) {
    const banner = answer[key];
    if (banner && banner.image !== '') result[key] = banner;
  }
  return result;
}

/**
 * The banners of the locale; `null` until loaded or when loading failed (a banner is never worth
 * an error message). Loaded with the page on the server, so the top banner is in the page's HTML
 * and takes its place before the first paint. Nothing is fetched while `enabled` is false
 * (maintenance, or every banner already hidden).
 */
export function useBanners(locale: Locale, enabled: boolean): Banners | null {
  const { state } = useResource(`chrome/banners/${enabled ? locale : 'none'}`, (signal) =>
    enabled ? loadBanners(locale, signal) : Promise.resolve({}),
  );
  return state.status === 'ready' ? state.data : null;
}

/** Desktop banners from 768 px (tablets and up), mobile ones below. */
export function isWideViewport(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(min-width: 768px)').matches;
}

/** Whether a banner link leaves the site (opens in a new tab). */
export function isExternal(url: string): boolean {
  if (!/^(https?:)?\/\//.test(url)) return false;
  if (typeof window === 'undefined') return true;
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}
