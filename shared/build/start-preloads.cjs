// The shell's page names the scripts its entry loads as it starts: the chunks of the `import()`s at
// its top (the bootstrap) and of the shared singletons it provides (React, `shared`, …), which the
// entry asks for one after another. Listed in the page as preloads, they are fetched together with
// the entry instead of after it has run. The server requests them with the entry once the page has
// painted; a page rendered in the browser alone fetches them at once.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class StartPreloadsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartPreloadsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartPreloadsPlugin', (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        const files = new Set();
        const entries = data.plugin.options.chunks;
        for (const name of Array.isArray(entries) ? entries : [...compilation.entrypoints.keys()]) {
          for (const group of compilation.entrypoints.get(name)?.childrenIterable ?? []) {
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        for (const file of files) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = { StartPreloadsPlugin };
