/**
 * `shared`: the Module Federation singleton every app imports. Flows one way: apps → shared.
 */
export * from './constants';
export * from './routes';
export * from './router';
export * from './bus';
export * from './i18n';
export * from './api';
export * from './resource';
export * from './stores';
export * from './cookies';
export * from './format';
export * from './analytics';
export * from './consent/consent';
export * from './html';
export * from './contracts';
export * from './head';
export * from './brand';
export * from './ssr';
