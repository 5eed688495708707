export * from './i18n';
export { withTags } from './tagged';
/**
 * The React binding of i18n is part of `shared` (one copy in the page, tree-shaken to what the site
 * uses); apps reach it only through these names, never by importing the binding's package.
 */
export { I18nextProvider } from 'react-i18next';
export { useTranslation, type UseTranslationOptions } from './useTranslation';
