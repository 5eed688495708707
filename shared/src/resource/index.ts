export * from './useResource';
