export * from './lastViewed';
