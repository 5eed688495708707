const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({ dir: __dirname, template: 'src/index.html' });
