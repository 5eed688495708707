const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', template: 'src/index.html' });
