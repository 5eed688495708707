import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routes';
import { common } from './common';

export type Translations = Record<Locale, Record<string, unknown>>;

/** Create an i18n instance: cs default, en; the `common` namespace preloaded. */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const lng of LOCALES) resources[lng] = { common: common[lng] as unknown as Record<string, unknown> };
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['common'],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    missingKeyHandler: (lngs, ns, key) => console.warn(`[i18n] missing "${ns}:${key}" for ${lngs.join(',')}`),
    saveMissing: process.env.NODE_ENV !== 'production',
  });
  return instance;
}

/** The page's one i18n instance (shared is a singleton, so every remote uses this one). */
export const i18n: I18n = createI18n();

/** A remote adds its own namespace, in both locales, when its module loads. */
export function registerTranslations(ns: string, translations: Translations, instance: I18n = i18n): void {
  for (const lng of LOCALES) instance.addResourceBundle(lng, ns, translations[lng], true, true);
}
