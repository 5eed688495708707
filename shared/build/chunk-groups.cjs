// Writes `chunk-groups.json` next to a browser build's manifest: for each chunk group named in the
// code (`import(/* webpackChunkName: "page-home" */ …)`), every script file it needs — its own chunk
// and the chunks it shares with other groups. A remote's server render says which of these parts it
// rendered (besides its exposed module), and the page's HTML then names their files among those it
// fetches once it has painted, instead of the browser finding them only while the page hydrates.
class ChunkGroupsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Once the files have their final (hashed) names.
        { name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            groups[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))]
              .filter((file) => file.endsWith('.js'))
              .sort();
          }
          compilation.emitAsset('chunk-groups.json', new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin };
