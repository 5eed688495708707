export * from './bus';
export * from './useBusEvent';
export * from './askUs';
