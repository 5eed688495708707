import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import cs from './locales/cs.json';

export type Translations = Record<Locale, Record<string, unknown>>;

/**
 * Create an i18n instance: cs default (every text's fallback), en; the `common` namespace in Czech
 * preloaded, in the other languages loaded with a page in them (`commonOtherLanguages`).
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [DEFAULT_LOCALE]: { common: cs } };
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

/**
 * A remote adds its own namespace when its module loads: in both languages, or in Czech only
 * (the default language, every text's fallback) with the others loaded on demand (`loadTranslations`).
 */
export function registerTranslations(
  ns: string,
  translations: Translations | { cs: Translations['cs'] },
  instance: I18n = i18n,
): void {
  for (const lng of LOCALES) {
    const texts = (translations as Partial<Translations>)[lng];
    if (texts) instance.addResourceBundle(lng, ns, texts, true, true);
  }
}

/** Texts of several namespaces: each namespace with a subtree of its texts. */
export type NamespacedTexts = ReadonlyArray<readonly [ns: string, texts: Record<string, unknown>]>;

/**
 * A module's texts in the languages besides Czech (which it registers when it loads): loaded by
 * language, each a chunk of its own named `<chunk>-<locale>`, so a page loads its own language's
 * only and its HTML can name the chunk to be fetched early.
 */
export interface OtherLanguages {
  chunk: string;
  load: Partial<Record<Locale, () => Promise<NamespacedTexts>>>;
}

/** Texts each instance has, so that loading them again does not make every `t` forget what it found. */
const added = new WeakMap<I18n, WeakSet<object>>();

/** Load a module's texts in `locale` (none to load for Czech) and add those the instance lacks. */
export async function loadTranslations(
  locale: Locale,
  languages: OtherLanguages,
  instance: I18n = i18n,
): Promise<void> {
  const load = languages.load[locale];
  if (!load) return;
  let has = added.get(instance);
  if (!has) added.set(instance, (has = new WeakSet()));
  for (const [ns, texts] of await load()) {
    if (has.has(texts)) continue;
    instance.addResourceBundle(locale, ns, texts, true, true);
    has.add(texts);
  }
}

/**
 * The `common` texts (error page, fallbacks, form outcomes) besides Czech: the shell loads them
 * with a page in that language, before it hydrates or moves into it; the server loads them all.
 */
export const commonOtherLanguages: OtherLanguages = {
  chunk: 'common',
  load: {
    en: () =>
      import(/* webpackChunkName: "common-en" */ './locales/en.json').then(
        (texts) => [['common', texts.default]] as const,
      ),
  },
};
