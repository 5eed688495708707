const api = require('../api/jest.config.cjs');

// The site server's tests run the API beside the site, so they need what the API's tests need
// (PGlite's transform, the ESM-only packages transpiled) and the same time and workers.
module.exports = {
  ...api,
  rootDir: __dirname,
  transform: {
    ...api.transform,
    '/@electric-sql/pglite/dist/.+\\.cjs$': require.resolve('../api/test/pglite-transform.cjs'),
  },
};
