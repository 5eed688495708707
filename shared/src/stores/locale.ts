import { setCookie } from '../cookies/cookies';
import { i18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, type Locale } from '../constants';
import { scopedStore } from '../ssr/scopedStore';

interface LocaleState {
  locale: Locale;
}

export const useLocaleStore = scopedStore<LocaleState>('locale', { dehydrate: true }, () => ({
  locale: DEFAULT_LOCALE,
}));

/** Make `locale` the page's language: store, i18n, cookie, `<html lang>`. */
export function applyLocale(locale: Locale): void {
  useLocaleStore.setState({ locale });
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  setCookie('locale', locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function useLocale(): Locale {
  return useLocaleStore((state) => state.locale);
}
