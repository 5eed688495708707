export * from './cookies';
