const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_chrome',
  title: 'mf-chrome — header, footer, cookie bar, modal',
  exposes: {
    './Header': './src/features/header/Header.tsx',
    './Footer': './src/features/footer/Footer.tsx',
    './CookieBar': './src/features/cookie-bar/CookieBar.tsx',
    './GlobalModal': './src/features/modal/GlobalModal.tsx',
    './IntroPopup': './src/features/intro-popup/IntroPopup.tsx',
  },
});
