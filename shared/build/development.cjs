// Development: each app's dev server (`webpack serve --mode development`) with React Fast Refresh,
// and the folder where development writes what the site server renders the development pages with
// (the shell's page and every app's server build, `dist/.dev/`).
const path = require('node:path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { DEV_PORTS } = require('./federation.cjs');

const HOST = '127.0.0.1';
/** The API the dev servers send `/api` (and the API's own files) to: `npm run dev` runs it there. */
const API = `http://${HOST}:8080`;

/**
 * An app's development builds, beside its production build and never served from it (a folder
 * whose name starts with a dot is not): the shell's page and each app's server build, which the
 * site server reads when `npm run dev` runs it.
 */
function devBuildsOf(dir) {
  return path.join(dir, 'dist', '.dev');
}

/**
 * Where the shell's browser code comes from in development: its dev server, by an absolute URL, so
 * that the page the site server renders (on the API's origin) loads it, its chunks and its live
 * updates from there.
 */
const DEV_SHELL_URL = `http://${HOST}:${DEV_PORTS.shell}/`;

/** The dev server of the app `name` (the shell's writes its page where the site server reads it). */
function devServer({ name, isHost, dir }) {
  const page = path.join(devBuildsOf(dir), 'index.html');
  return {
    port: DEV_PORTS[name],
    host: HOST,
    historyApiFallback: true,
    // Fast Refresh; a change it cannot apply in place (a module exporting more than components)
    // reloads the page.
    hot: true,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/remotes.json', '/vop.pdf'], target: API }],
    client: { overlay: { runtimeErrors: false } },
    ...(isHost ? { devMiddleware: { writeToDisk: (file) => file === page } } : {}),
  };
}

const REFRESH_ENTRY = require.resolve('@pmmmwh/react-refresh-webpack-plugin/client/ReactRefreshEntry');

/**
 * The React Refresh plugin puts the entry that hooks its runtime into React into every entry,
 * a remote's container too. Moved into the page entry (`main`) alone: the page's first app hooks
 * the one runtime in (see `sharedDependencies`), and a remote's container loaded into the shell's
 * page, which runs before its shared modules are settled, takes none of its own.
 */
class RefreshEntryInPageOnly {
  apply(compiler) {
    compiler.hooks.finishMake.tap('RefreshEntryInPageOnly', (compilation) => {
      const global = compilation.globalEntry.dependencies;
      const index = global.findIndex((dependency) => dependency.request === REFRESH_ENTRY);
      const page = compilation.entries.get('main');
      if (index < 0 || !page) return;
      page.dependencies.unshift(...global.splice(index, 1));
    });
  }
}

/**
 * The plugins of a development browser build: Fast Refresh for the components, which are in `.tsx`
 * files (the federation runtime's plugins, in `.ts` files, run before anything is shared and so
 * before the refresh runtime can be had); the dev server's overlay reports the errors.
 */
function developmentPlugins() {
  return [new ReactRefreshPlugin({ include: /\.tsx$/, overlay: false }), new RefreshEntryInPageOnly()];
}

module.exports = { devBuildsOf, devServer, developmentPlugins, DEV_SHELL_URL };
