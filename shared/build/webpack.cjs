// The one build definition of every app (shell and remotes): swc for TypeScript, Module Federation 2
// with ONE shared-dependency table (federation.cjs), hashed chunks (optimization.cjs), un-hashed
// federated entries; in development, a dev server with Fast Refresh (development.cjs).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ChunkGroupsPlugin } = require('./chunk-groups.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { MinifyCssPlugin } = require('./minify-css.cjs');
const { RoutesFilePlugin } = require('./routes-file.cjs');
const { ServerRecordPlugin } = require('./server-record.cjs');
const { StartPreloadsPlugin } = require('./start-preloads.cjs');
const { devBuildsOf, devServer, developmentPlugins, DEV_SHELL_URL } = require('./development.cjs');
const { appOf, DEV_PORTS, sharedDependencies, serverSharedDependencies } = require('./federation.cjs');
const { browserOptimization } = require('./optimization.cjs');

// Development marks components for Fast Refresh (`$RefreshReg$`), which its plugin fills in.
const swcOptions = (development) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development, ...(development ? { refresh: true } : {}) } },
    target: 'es2020',
  },
});

/** A head script's module, minified: its functions' text is what the page carries. */
const headScriptOptions = {
  ...swcOptions(false),
  jsc: { ...swcOptions(false).jsc, minify: { compress: true, mangle: true } },
  minify: true,
};

/**
 * @param {object} options
 * @param {string} options.dir      the app's folder (`__dirname` of its webpack.config.cjs); its
 *   federation name, title and exposed modules come from the composition manifest
 * @param {string} [options.template]  HTML template (the shell's index.html)
 */
function createWebpackConfig({ dir, template }) {
  const { name, exposes, title, folder } = appOf(dir);
  const isHost = !exposes;
  return (env, argv) => {
    const development = argv.mode !== 'production';
    const browser = browserConfig({ dir, name, exposes, title, template, isHost, development });
    // Production builds the app twice from this one definition: for the browser and for Node, where
    // the API renders pages on the server. Development serves the browser build, and with
    // `--env server` (`npm run dev`) compiles the same server build beside it as its sources change,
    // into the development builds (`dist/.dev/server`), where the site server renders from.
    if (!development) return [browser, serverConfig({ dir, name, exposes, isHost, folder })];
    if (!env?.server) return browser;
    return [browser, serverConfig({ dir, name, exposes, isHost, folder, development: true })];
  };
}

/** React Router's production bundle, beside the development one its package exports. */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

function browserConfig({ dir, name, exposes, title, template, isHost, development }) {
  return {
    name: 'browser',
    mode: development ? 'development' : 'production',
    context: dir,
    target: 'web',
    // A remote's own page (its `main` entry) is for development only: its production build is the
    // federated container, which takes the federation runtime from the page that loads it.
    entry: isHost || development ? { main: './src/index.ts' } : {},
    // Not an `eval` one: the site's Content-Security-Policy, on the development pages too, allows no eval.
    devtool: development ? 'cheap-module-source-map' : false,
    output: {
      path: development ? devBuildsOf(dir) : path.join(dir, 'dist'),
      // Entries keep stable names (Module Federation 2.9 fails on hashed entries); chunks are hashed.
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: isHost ? (development ? DEV_SHELL_URL : '/') : 'auto',
      uniqueName: name,
      // The server build lives in dist/server and is written by its own compiler, with its record.
      clean: { keep: /^(?:server\/|release\.json$)/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.mjs'),
        // React Router's package points every build at its development bundle (its dev warnings
        // and their texts included); the browser's production build takes its production bundle.
        ...(development ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(development) },
        },
        // Production: CSS in its own hashed files next to the chunks that need it (no styles inside
        // the JavaScript); development: injected by style-loader for live reload.
        {
          test: /\.css$/,
          use: [
            development ? 'style-loader' : MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 0 } },
          ],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedDependencies(development),
        shareStrategy: 'loaded-first',
        // The shell's singletons, which the page's start waits for, skip the runtime's regex-heavy
        // semver check when they plainly satisfy their caret range (the remotes keep it: their
        // shares resolve later, in short tasks, and each kilobyte counts against the home page).
        ...(isHost ? { runtimePlugins: [path.join(__dirname, '../src/federation/caretShareResolver.ts')] } : {}),
        manifest: true,
        dts: false,
        experiments: {
          optimization: {
            target: 'web',
            // Nothing loads a remote by its manifest in the browser (the shell loads the entry next
            // to it), so no app carries the runtime's manifest code. (`disableRemote` would break a
            // remote's container used alone, as on the integrator page.)
            disableSnapshot: true,
          },
          // One federation runtime in the page: a remote's production entry takes the runtime core
          // from a global instead of carrying its own (about 15 KB gzip each). The shell publishes
          // its own there (federation/registry.ts); without the shell, whoever loads a remote
          // provides it first (the embed script does). A remote alone in development keeps its own.
          ...(isHost || development ? {} : { externalRuntime: true }),
        },
      }),
      ...(development
        ? developmentPlugins()
        : [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: 'chunks/[name].[contenthash:8].css' })]),
      ...(isHost || development
        ? [
            new HtmlWebpackPlugin({
              ...(template
                ? { template: path.join(dir, template) }
                : { templateContent: standalonePage(title ?? name) }),
              chunks: ['main'],
              scriptLoading: 'defer',
              // A remote's own page in development is served at its dev server's root, deep paths included.
              ...(isHost ? {} : { publicPath: '/' }),
            }),
          ]
        : []),
      ...(development ? [] : [new MinifyCssPlugin(), new CompileHintsPlugin(), new PrecompressPlugin()]),
      ...(isHost ? [] : [new RoutesFilePlugin()]),
      ...(development ? [] : [new ChunkGroupsPlugin()]),
      ...(isHost && !development ? [new StartPreloadsPlugin()] : []),
    ],
    performance: { hints: false },
    optimization: browserOptimization({ isHost, development }),
    devServer: devServer({ name, isHost, dir }),
  };
}

/**
 * The Node build (`dist/server`): the shell as a CommonJS module that exports `render`, each remote
 * as a federated container (`remoteEntry.js`) the shell loads at run time, with the federation node
 * runtime loading its chunks next to its entry. Styles are left out: the server only writes their
 * links. A remote's build writes the digests of its server files next to it (`dist/release.json`):
 * the server runs only files that match them.
 */
function serverConfig({ dir, name, exposes, isHost, folder, development = false }) {
  return {
    name: 'server',
    // In development like the browser build beside it (React's development build, its warnings).
    mode: development ? 'development' : 'production',
    context: dir,
    target: 'async-node',
    entry: isHost ? { server: './src/server.ts' } : {},
    devtool: false,
    output: {
      path: path.join(development ? devBuildsOf(dir) : path.join(dir, 'dist'), 'server'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      // Not a URL: the node runtime then resolves a remote's chunks next to its entry.
      publicPath: '',
      uniqueName: `${name}_server`,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    // The DOM the server's HTML sanitiser works in: loaded from node_modules, not bundled.
    externals: isHost ? { jsdom: 'commonjs jsdom' } : {},
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          oneOf: [
            // A `*.head-script.ts` module's functions become inline scripts of every page (their
            // text, `fn.toString()`): minified here, once, with their local names shortened.
            { test: /\.head-script\.ts$/, use: { loader: 'swc-loader', options: headScriptOptions } },
            { use: { loader: 'swc-loader', options: swcOptions(false) } },
          ],
        },
        { test: /\.css$/, use: [require.resolve('./ignore-loader.cjs')] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? {}
          : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module', name }, remoteType: 'script' }),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: serverSharedDependencies(isHost),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
      ...(isHost ? [] : [new RoutesFilePlugin(), new ServerRecordPlugin({ remote: folder, name })]),
    ],
    performance: { hints: false },
    // Readable stack traces in the server's log; nothing here is sent to browsers.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    // In development the dev server compiles it as its sources change, but leaves it alone
    // otherwise: written to disk, without the dev server's client or live updates.
    ...(development ? { devServer: false } : {}),
  };
}

/** The page a remote shows when it runs alone. */
function standalonePage(title) {
  return `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><div id="root"></div></body>
</html>`;
}

module.exports = { createWebpackConfig, DEV_PORTS };
