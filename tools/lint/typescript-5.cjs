// Preloaded before ESLint (`node -r`). typescript-eslint parses with TypeScript's JavaScript API,
// which the project's compiler, TypeScript 7, no longer ships; npm hoists some of its helpers next to
// TypeScript 7 at the root, so every `require('typescript')` is pointed at the TypeScript 5.9 this
// package depends on. Type-checking itself stays with `tsc` (TypeScript 7).
const Module = require('node:module');

const typescript5 = require.resolve('typescript', { paths: [__dirname] });
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'typescript' ? typescript5 : request, ...rest);
};
