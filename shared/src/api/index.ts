export * from './client';
export * from './errors';
export * from './json';
export * from './query';
