const { jestConfig } = require('shared/build/jest');
module.exports = jestConfig({ rootDir: __dirname });
