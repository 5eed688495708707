// Production builds: every emitted stylesheet minified by esbuild (comments, white space, shorter
// colours and numbers), before the hashes are computed from the final bytes and the compressed
// copies are written. The styles of a page are inlined in its head, so every byte here is in every
// page's HTML.
const { transformSync } = require('esbuild');

class MinifyCssPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('MinifyCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MinifyCssPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.css')) continue;
            const { code } = transformSync(source.source().toString(), {
              loader: 'css',
              minify: true,
              // No target: the syntax stays as written (nothing lowered), only made smaller.
              sourcefile: name,
            });
            compilation.updateAsset(name, new sources.RawSource(code));
          }
        },
      );
    });
  }
}

module.exports = { MinifyCssPlugin };
