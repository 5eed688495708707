const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_forms',
  title: 'mf-forms — enquiry forms',
  exposes: {
    './ContactFormPage': './src/exposed/ContactFormPage.tsx',
    './LoginPage': './src/exposed/LoginPage.tsx',
    './AccountPage': './src/exposed/AccountPage.tsx',
    './ModalForm': './src/exposed/ModalForm.tsx',
    './EnquiryWidget': './src/exposed/EnquiryWidget.tsx',
    // Not in the shell's contract: a plain function for integrator pages without React.
    './mount': './src/exposed/mount.tsx',
  },
});
