// Server builds import stylesheets only for their side effect in the browser: on Node they are empty.
module.exports = function ignoreLoader() {
  return 'export {};';
};
