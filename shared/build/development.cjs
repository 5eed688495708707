// Development: each app's dev server (`webpack serve --mode development`).
const { DEV_PORTS } = require('./federation.cjs');

/** The dev server of the app `name`. */
function devServer({ name }) {
  return {
    port: DEV_PORTS[name],
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/remotes.json', '/vop.pdf'], target: 'http://127.0.0.1:8080' }],
    client: { overlay: { runtimeErrors: false } },
  };
}

module.exports = { devServer };
