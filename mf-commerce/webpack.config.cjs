const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_commerce',
  title: 'mf-commerce — cart',
  exposes: {
    './CartPage': './src/exposed/CartPage.tsx',
    './CartButton': './src/exposed/CartButton.tsx',
    './CartPopups': './src/exposed/CartPopups.tsx',
    './LastViewed': './src/exposed/LastViewed.tsx',
    './CurrencySwitch': './src/exposed/CurrencySwitch.tsx',
  },
});
