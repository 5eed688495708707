export * from './price';
export * from './date';
