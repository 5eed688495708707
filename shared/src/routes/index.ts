export * from './table';
export * from './match';
export * from './enquiry';
export * from './tracking';
