const { jestConfig } = require('shared/build/jest');

const base = jestConfig({ rootDir: __dirname, environment: 'node' });
module.exports = {
  ...base,
  testTimeout: 30000,
  // Jest's default on two cores is one worker; the API tests wait on databases and child servers
  // as much as they compute, so two workers nearly halve the run.
  maxWorkers: 2,
  // PGlite's CommonJS build calls import() on Node built-ins, which Jest's vm cannot run: see the transform.
  transform: { '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/pglite-transform.cjs', ...base.transform },
  // ESM-only packages some dependencies require (content-disposition via @fastify/static, cookie via
  // light-my-request) are transpiled, wherever npm nested them.
  transformIgnorePatterns: [
    '/node_modules/(?!(?:.*/node_modules/)?(?:@electric-sql/pglite|content-disposition|cookie)/)',
  ],
};
