export * from './i18n';
export { common } from './common';
