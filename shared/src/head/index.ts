export * from './useDocumentTitle';
