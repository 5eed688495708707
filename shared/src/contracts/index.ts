export * from './remotes';
export * from './enquiry';
