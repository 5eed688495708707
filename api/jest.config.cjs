const { jestConfig } = require('shared/build/jest');
module.exports = { ...jestConfig({ rootDir: __dirname, environment: 'node' }), testTimeout: 30000 };
