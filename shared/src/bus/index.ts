export * from './bus';
export * from './useBusEvent';
