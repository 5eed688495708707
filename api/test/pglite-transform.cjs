// Jest runs test files in a vm context where a CommonJS module may not call dynamic import()
// (it needs --experimental-vm-modules). PGlite's CommonJS build imports Node built-ins that way
// (fs, zlib, node:module …); this transform turns those calls into require() of the same module.
const { createHash } = require('node:crypto');

const DYNAMIC_IMPORT = /\bimport\(\s*"((?:node:)?[a-z_/]+)"\s*\)/g;

module.exports = {
  process(source) {
    const code = `const __pgliteRequire = require;\n${source.replace(DYNAMIC_IMPORT, (_m, name) => `Promise.resolve(__pgliteRequire("${name}"))`)}`;
    return { code };
  },
  getCacheKey(source, path) {
    return createHash('sha256').update('pglite-transform-1').update(path).update(source).digest('hex');
  },
};
