const { jestConfig } = require('shared/build/jest');
module.exports = jestConfig({ rootDir: __dirname, setup: ['<rootDir>/src/testing/texts.ts'] });
