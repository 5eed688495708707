export * from './bus';
export * from './useBusEvent';
export * from './askUs';
export * from './EnquiryLink';
