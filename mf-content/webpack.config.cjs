const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_content',
  title: 'mf-content — pages',
  exposes: {
    './Page': './src/exposed/Page.tsx',
  },
});
