export * from './locale';
export * from './alternates';
export * from './settings';
export * from './auth';
export * from './ui';
export * from './currency';
export * from './posted';
