// The exposed modules of the remotes, loaded through the federation runtime: a module's default
// export (the component), and what a page module exports beside it — its loader, its
// `shouldRevalidate`, its forms' actions and its texts besides Czech.
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  commonOtherLanguages,
  DEFAULT_LOCALE,
  i18n,
  toLocale,
  isServerSide,
  loadTranslations,
  LOCALES,
  type FormAction,
  type FormActions,
  type Locale,
  type OtherLanguages,
  type PageLoader,
  type PageRevalidate,
  type RemoteModuleId,
  type RemoteModules,
} from 'shared';
import { isConfigured, remoteOf } from './registry';

/** A page module's functions besides its component, as it exports them. */
interface PageModuleExports {
  loader?: PageLoader;
  shouldRevalidate?: PageRevalidate;
  actions?: FormActions;
  /** Its remote's texts besides Czech (which the module registers when it loads). */
  otherLanguages?: OtherLanguages;
}

/** The exports of each exposed module loaded so far, for what must be known at once (`pageRevalidateOf`). */
const loaded = new Map<RemoteModuleId, PageModuleExports>();

/**
 * A module, with its texts in the page's language (on the server, which draws both, in every
 * language) before it is drawn.
 */
async function exportsOf<T extends object>(id: RemoteModuleId): Promise<T | undefined> {
  if (!isConfigured(remoteOf(id))) throw new Error(`Remote ${remoteOf(id)} is not configured`);
  const module = await loadRemote<T>(id);
  if (!module) return undefined;
  const exports = module as PageModuleExports;
  const { otherLanguages } = exports;
  if (otherLanguages) {
    const locales = isServerSide() ? LOCALES : [toLocale(i18n.language)];
    await Promise.all(locales.map((locale) => loadTranslations(locale, otherLanguages)));
  }
  loaded.set(id, exports);
  return module;
}

/**
 * The texts in `locale` of every module loaded so far, and the common ones: a move into another
 * language waits for them.
 */
export async function loadedModulesTextsIn(locale: Locale): Promise<void> {
  const languages = [
    commonOtherLanguages,
    ...[...loaded.values()].flatMap((module) => (module.otherLanguages ? [module.otherLanguages] : [])),
  ];
  await Promise.all(languages.map((texts) => loadTranslations(locale, texts)));
}

/**
 * The modules a page rendered, with their texts' chunk in the page's language when it is not
 * Czech (`mf_chrome/Header#chrome-en`): the page's HTML names it among the files it fetches.
 */
export function withModuleTexts(modules: string[], locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) return modules;
  const texts = modules.flatMap((id) => {
    const chunk = id.includes('#') ? null : loaded.get(id as RemoteModuleId)?.otherLanguages?.chunk;
    return chunk ? [`${id}#${chunk}-${locale}`] : [];
  });
  return [...modules, ...texts];
}

/** Load an exposed module and return its default export, typed by the contract in `shared`. */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const module = await exportsOf<{ default?: RemoteModules[K] }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} could not be loaded`);
  return module.default;
}

/**
 * The loader a page module exports beside its component (`export function loader`), or null when
 * it has none. Loading it loads the module: the page's component is ready when its data is.
 */
export async function loadPageLoader(id: RemoteModuleId): Promise<PageLoader | null> {
  const module = await exportsOf<PageModuleExports>(id);
  return typeof module?.loader === 'function' ? module.loader : null;
}

/**
 * The `shouldRevalidate` a page module exports, once it is loaded (the page the visitor is on has
 * been); null before, or when it has none.
 */
export function pageRevalidateOf(id: RemoteModuleId): PageRevalidate | null {
  const revalidate = loaded.get(id)?.shouldRevalidate;
  return typeof revalidate === 'function' ? revalidate : null;
}

/**
 * The frame's modules with forms of their own, on every page: the footer's newsletter, the cookie
 * bar, the cart's 'Do košíku', the enquiry form of the modal (loaded whenever its form is on the
 * page, so it is asked early then, and needs no place before the cart).
 */
const FRAME_FORMS: readonly RemoteModuleId[] = [
  'mf_chrome/Footer',
  'mf_chrome/CookieBar',
  'mf_commerce/CartPopups',
  'mf_forms/ModalForm',
];

/**
 * The action of the form named `form` posted to a page: the page module's own (`export const
 * actions`), else the frame's (the only ones of a path no page has); null when none has it (or
 * its module cannot be loaded, which the federation's fault handler has logged). The frame's
 * modules already loaded are asked first, so a form's press loads no module it does not need.
 */
export async function loadFormAction(page: RemoteModuleId | null, form: string): Promise<FormAction | null> {
  const frame = [...FRAME_FORMS].sort((a, b) => Number(loaded.has(b)) - Number(loaded.has(a)));
  for (const id of page ? [page, ...frame] : frame) {
    const actions = (await exportsOf<PageModuleExports>(id).catch(() => undefined))?.actions;
    if (actions && Object.hasOwn(actions, form) && typeof actions[form] === 'function') return actions[form];
  }
  return null;
}
