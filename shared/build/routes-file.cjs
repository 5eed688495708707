// Emits a remote's route table (`src/routes.json`: its pages, in both languages) beside its build:
// `dist/routes.json` for a browser that composes the site without a server-rendered page, and
// `dist/server/routes.json`, among the server files whose digests the build records, which the
// server reads as data (it runs none of the remote's code to know its pages). A remote without
// the file has no pages.
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = path.join('src', 'routes.json');

class RoutesFilePlugin {
  apply(compiler) {
    const file = path.join(compiler.context, SOURCE);
    compiler.hooks.thisCompilation.tap('RoutesFilePlugin', (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      compilation.hooks.processAssets.tap(
        { name: 'RoutesFilePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(file)) return;
          compilation.fileDependencies.add(file);
          const text = fs.readFileSync(file, 'utf8');
          try {
            if (!Array.isArray(JSON.parse(text))) throw new Error('not a list of routes');
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${SOURCE}: ${error.message}`));
            return;
          }
          compilation.emitAsset('routes.json', new RawSource(text));
        },
      );
    });
  }
}

module.exports = { RoutesFilePlugin };
