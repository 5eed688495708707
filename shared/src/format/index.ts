export * from './price';
