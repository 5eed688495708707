// Name, title and exposed modules: the composition manifest (shared/composition.json).
const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({ dir: __dirname });
