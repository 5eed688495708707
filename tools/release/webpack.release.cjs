// The production build of one remote, written where a release is being put together instead of
// into the remote's own dist/: the remote's webpack config (RELEASE_SOURCE, the remote's folder)
// with its browser build in RELEASE_OUT and its server build in RELEASE_OUT/server. Nothing else of
// the build differs from `npm run build -w <remote>`.
const path = require('node:path');

const source = process.env.RELEASE_SOURCE;
const out = process.env.RELEASE_OUT;
if (!source || !out) throw new Error('webpack.release.cjs needs RELEASE_SOURCE and RELEASE_OUT');

const createConfig = require(path.join(source, 'webpack.config.cjs'));

module.exports = (env, argv) => {
  const configs = [].concat(typeof createConfig === 'function' ? createConfig(env, argv) : createConfig);
  for (const config of configs) {
    config.output = { ...config.output, path: config.name === 'server' ? path.join(out, 'server') : out };
  }
  return configs;
};
