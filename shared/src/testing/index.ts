/**
 * Test helpers for every front-end package: one render helper and one mock API (MSW). Only tests
 * import this module (`shared/testing`); it is never part of a build.
 */
export * from './render';
export * from './server';
export * from './data';
export * from './files';
export * from './forms';
