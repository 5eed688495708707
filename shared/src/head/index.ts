export * from './PageHead';
