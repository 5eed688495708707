import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface UseTranslationOptions {
  /** Translate into this language, not the page's. */
  lng?: string;
  /** Keys are read under this prefix (`kit` → `t('submit')` reads `kit.submit`). */
  keyPrefix?: string;
}

/** The languages each instance's listeners are told about, one subscription per instance. */
function subscribeTo(i18n: I18n) {
  return (changed: () => void) => {
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  };
}
const subscriptions = new WeakMap<I18n, ReturnType<typeof subscribeTo>>();

/**
 * A component's translations: `t` of the namespace `ns`, fixed to the page's language (or
 * `options.lng`), and the i18n instance; the component renders again when the language changes.
 * Every namespace is registered when its remote's code loads, so a translation is always ready.
 * The binding's own hook does more than the site needs for every component it is used in (it
 * copies the whole i18n instance and follows loading namespaces), which on the server — where each
 * render mounts every component anew — was a sixth of a page's render time.
 */
export function useTranslation(
  ns?: string,
  options: UseTranslationOptions = {},
): { t: TFunction; i18n: I18n; ready: true } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) subscriptions.set(i18n, (subscribe = subscribeTo(i18n)));
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const lng = options.lng ?? language;
  const { keyPrefix } = options;
  return useMemo(
    () => ({ t: i18n.getFixedT(lng, ns ?? null, keyPrefix) as TFunction, i18n, ready: true as const }),
    [i18n, lng, ns, keyPrefix],
  );
}
