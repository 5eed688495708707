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

/** At most this many texts are remembered per `t` (values typed by visitors vary without end). */
const REMEMBERED = 2000;

type Options = Record<string, unknown>;

/** Options made of strings, numbers, booleans and nothing else: the same options give the same text. */
function plainKey(key: string, options: Options | undefined): string | null {
  if (options === undefined) return key;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && value !== undefined) return null;
  }
  return key + '\u0000' + JSON.stringify(options);
}

/** Per i18n instance: the remembering `t` of each language, namespace and prefix, and how often its texts changed. */
const remembering = new WeakMap<I18n, { ts: Map<string, TFunction>; changes: number }>();

/**
 * `t` of a language, namespace and key prefix that remembers the texts it found: a page asks for
 * the same texts on every render (the menus, the footer), and looking a text up (key, namespace,
 * plural, interpolation) costs more than finding it again. One per instance, language, namespace
 * and prefix, so every render shares it; what it remembers is forgotten when translations are
 * added or removed (a remote registering its namespace, again after a redeploy).
 */
function rememberingT(i18n: I18n, lng: string, ns: string | undefined, keyPrefix: string | undefined): TFunction {
  let instance = remembering.get(i18n);
  if (!instance) {
    const created = { ts: new Map<string, TFunction>(), changes: 0 };
    remembering.set(i18n, (instance = created));
    const changed = () => {
      created.changes += 1;
    };
    i18n.store.on('added', changed);
    i18n.store.on('removed', changed);
  }
  const id = `${lng}\u0000${ns ?? ''}\u0000${keyPrefix ?? ''}`;
  let t = instance.ts.get(id);
  if (!t) {
    const fixed = i18n.getFixedT(lng, ns ?? null, keyPrefix) as unknown as (...args: unknown[]) => unknown;
    const texts = new Map<string, unknown>();
    const translations = instance;
    let seen = translations.changes;
    t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
      const remembered =
        typeof key === 'string' &&
        rest.length === 0 &&
        (options === undefined || (typeof options === 'object' && options !== null))
          ? plainKey(key, options as Options | undefined)
          : null;
      if (remembered === null) return fixed(key, options, ...rest);
      if (seen !== translations.changes || texts.size >= REMEMBERED) {
        texts.clear();
        seen = translations.changes;
      }
      if (texts.has(remembered)) return texts.get(remembered);
      const text = fixed(key, options);
      texts.set(remembered, text);
      return text;
    }) as unknown as TFunction;
    instance.ts.set(id, t);
  }
  return t;
}

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
    () => ({ t: rememberingT(i18n, lng, ns, keyPrefix), i18n, ready: true as const }),
    [i18n, lng, ns, keyPrefix],
  );
}
