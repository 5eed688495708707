const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_chrome',
  title: 'mf-chrome — header, footer, cookie bar, modal',
  exposes: {
    './Header': './src/exposed/Header.tsx',
    './Footer': './src/exposed/Footer.tsx',
    './CookieBar': './src/exposed/CookieBar.tsx',
    './GlobalModal': './src/exposed/GlobalModal.tsx',
    './IntroPopup': './src/exposed/IntroPopup.tsx',
  },
});
