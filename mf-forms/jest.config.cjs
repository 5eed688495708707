const path = require('node:path');
const { jestConfig } = require('shared/build/jest');

const base = jestConfig({ rootDir: __dirname });

// `shared` has its own axios (a newer one than the root's). Tests build AxiosErrors and mock the
// adapter, so they must see the very copy `shared`'s client uses, or `instanceof` checks fail.
const sharedAxios = path.join(
  path.dirname(require.resolve('axios/package.json', { paths: [path.join(__dirname, '../shared')] })),
  'dist/browser/axios.cjs',
);

module.exports = { ...base, moduleNameMapper: { '^axios$': sharedAxios, ...base.moduleNameMapper } };
