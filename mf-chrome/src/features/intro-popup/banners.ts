import { api, useResource, type Locale } from 'shared';

/** A banner of `GET /api/poster?lang=`. */
export interface Banner {
  title: string;
  url: string;
  path: string;
  image: string;
  /** The served image URL, when the API adds it. */
  src?: string;
}

type BannerKey = 'banner.popup_desktop' | 'banner.popup_mobile' | 'banner.promo';
type Banners = Partial<Record<BannerKey, Banner>>;

/** The image URL of a banner: `path` + `image`, served under `/api/media/`. */
export function bannerSrc(banner: Banner): string {
  if (banner.src) return banner.src;
  const joined = [banner.path.replace(/^\/+|\/+$/g, ''), banner.image.replace(/^\/+/, '')].filter(Boolean).join('/');
  return /^(https?:)?\/\//.test(banner.image) ? banner.image : `/api/media/${joined}`;
}

function isBanner(value: unknown): value is Banner {
  if (typeof value !== 'object' || value === null) return false;
  const banner = value as Partial<Banner>;
  return typeof banner.image === 'string' && banner.image !== '' && typeof banner.path === 'string';
}

async function loadBanners(locale: Locale, signal: AbortSignal): Promise<Banners> {
  const { data } = await api.get<Record<string, unknown>>('/api/poster', { params: { lang: locale }, signal });
  const result: Banners = {};
  if (typeof data !== 'object' || data === null) return result;
  for (const key of ['banner.popup_desktop', 'banner.popup_mobile', 'banner.promo'] as const) {
    const banner = data[key];
    if (isBanner(banner)) result[key] = { ...banner, title: banner.title ?? '', url: banner.url ?? '' };
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
  const { state } = useResource(
    `chrome/banners/${enabled ? locale : 'none'}`,
    (signal) => (enabled ? loadBanners(locale, signal) : Promise.resolve({})),
    { page: false },
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
