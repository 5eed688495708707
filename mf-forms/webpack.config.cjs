const { createWebpackConfig } = require('shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_forms',
  title: 'mf-forms — enquiry forms',
  exposes: {
    './ContactFormPage': './src/features/contact-form/ContactFormPage.tsx',
    './LoginPage': './src/features/auth/LoginPage.tsx',
    './AccountPage': './src/features/auth/AccountPage.tsx',
    './ModalForm': './src/features/modal-form/ModalForm.tsx',
    './EnquiryWidget': './src/features/enquiry-widget/EnquiryWidget.tsx',
    // Not in the shell's contract: a plain function for integrator pages without React.
    './mount': './src/features/enquiry-widget/mount.tsx',
  },
});
