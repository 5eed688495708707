import { getJson, type AnswerOf, type Locale } from 'shared';

/** `GET /api/poster?lang=`: the banners of the language, keyed `banner.popup_desktop`, `banner.popup_mobile`, `banner.promo`. */
export function fetchBanners(locale: Locale, signal?: AbortSignal): Promise<AnswerOf<'banners'>> {
  return getJson('/api/poster', 'banners', { locale, signal });
}
