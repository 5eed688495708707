// Development: each app's dev server (`webpack serve --mode development`) with React Fast Refresh.
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { DEV_PORTS } = require('./federation.cjs');

/** The dev server of the app `name`. */
function devServer({ name }) {
  return {
    port: DEV_PORTS[name],
    host: '127.0.0.1',
    historyApiFallback: true,
    // Fast Refresh; a change it cannot apply in place (a module exporting more than components)
    // reloads the page.
    hot: true,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/remotes.json', '/vop.pdf'], target: 'http://127.0.0.1:8080' }],
    client: { overlay: { runtimeErrors: false } },
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

module.exports = { devServer, developmentPlugins };
