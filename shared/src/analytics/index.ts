export * from './analytics';
export * from './formEvents';
