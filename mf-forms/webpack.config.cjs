const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createWebpackConfig } = require('shared/build/webpack');

// Name, title and exposed modules: the composition manifest (shared/composition.json).
const remote = createWebpackConfig({ dir: __dirname });

/**
 * Where the CSS loader puts a style sheet it fetches: into `<head>` as usual, unless the page runs
 * the embed script, which takes it into the shadow roots of its `<enquiry-form>` elements instead
 * (the form's styles must not reach the host page). Runs in the browser as written here: no
 * closure, no newer syntax.
 */
/* global window, document -- this function runs in the browser, not in the build */
function insertStyleSheet(linkTag) {
  var embed = window.__enquiryEmbedStyles;
  if (embed) embed(linkTag);
  else document.head.appendChild(linkTag);
}

/** The browser build of the remote, with the embed-aware CSS insertion. */
function withEmbedStyles(config) {
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof MiniCssExtractPlugin
      ? new MiniCssExtractPlugin({ ...plugin.options, insert: insertStyleSheet })
      : plugin,
  );
  return config;
}

/**
 * The one-line embed script (`dist/embed/enquiry.js`, served at `/embed/enquiry.js`): a plain
 * script, no federation, no React; built after the remote, whose build empties `dist/`.
 */
function embedScript(browser) {
  return {
    name: 'embed',
    dependencies: [browser.name],
    mode: 'production',
    context: __dirname,
    target: 'web',
    entry: { enquiry: './src/embed/index.ts' },
    devtool: false,
    output: { path: path.join(__dirname, 'dist', 'embed'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    // The remote's TypeScript rule (swc), the same compiler settings.
    module: { rules: [browser.module.rules[0]] },
    performance: { hints: false },
  };
}

module.exports = (env, argv) => {
  const built = remote(env, argv);
  // Development serves the remote alone (style-loader, no extracted CSS): no embed script there.
  if (argv.mode !== 'production') return built;
  const configs = Array.isArray(built) ? built : [built];
  const browser = configs.find((config) => config.target === 'web');
  browser.name = browser.name ?? 'mf_forms';
  withEmbedStyles(browser);
  return [...configs, embedScript(browser)];
};
