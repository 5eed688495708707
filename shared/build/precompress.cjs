// Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of a production build, so
// the server sends them by content negotiation without compressing on each request. Files under
// 1 KB are left alone: compressing them saves less than the headers cost.
const zlib = require('node:zlib');

const TEXT = /\.(?:m?js|css|html|json|svg|txt|map)$/i;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and the HTML and manifest plugins have written their files.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!TEXT.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gzip = zlib.gzipSync(buffer, { level: 9 });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip));
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
