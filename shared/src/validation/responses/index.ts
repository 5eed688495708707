/**
 * The shapes of the API's answers, as zod schemas: the API serializes its answers with them (and
 * documents them in the OpenAPI); the front end reads the inferred types with `import type`.
 */
export * from './admin-enquiries';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './common';
export * from './content';
export * from './errors';
export * from './health';
export * from './lists';
export * from './readymade';
export * from './search';
export * from './settings';
export * from './upload';
export * from './user-request';
export * from './voucher';
