export * from './remotes';
export * from './enquiry';
export * from './server';
export * from './cart';
export * from './scriptJson';
