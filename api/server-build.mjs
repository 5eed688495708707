// A server package's programs as JavaScript in its `dist/`, so that production runs plain `node`
// with neither a TypeScript compiler nor a bundler installed. Each program is one file with a
// source map beside it (`node --enable-source-maps` keeps stack traces pointing at the sources).
// The workspace's own packages (`shared`, and `api` for the site server) are TypeScript sources
// and are bundled in; every other package stays a `require` of node_modules.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Builds `programs` (output name → source under `src/`, without `.ts`) of the package in `dir`
 * into `dir/dist`, bundling the workspace packages named in `bundled`; prints the sizes.
 */
export async function buildPrograms({ dir, name, programs, bundled }) {
  const out = join(dir, 'dist');
  const isBundled = (path) => bundled.some((pkg) => path === pkg || path.startsWith(`${pkg}/`));
  const dependenciesStayExternal = {
    name: 'dependencies-stay-external',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
        isBundled(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
  rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: dir,
    entryPoints: Object.fromEntries(Object.entries(programs).map(([file, source]) => [file, `src/${source}.ts`])),
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    // The shell's server build is required from a path known only at run time, on purpose.
    logOverride: { 'unsupported-require-call': 'silent' },
    plugins: [dependenciesStayExternal],
    // Every module of `shared` is kept whole: its `sideEffects` hint lets browser builds drop
    // modules, and dropping a module that only re-exports loses, in a bundle for Node, the calls that
    // initialize what it re-exports (modules some code imports lazily are initialized on first use).
    ignoreAnnotations: true,
    metafile: true,
  });
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, output]) => `${file.replace(/^dist\//, '')} ${Math.round(output.bytes / 1024)} KB`);
  console.log(`${name}: built ${bytes.join(', ')}`);
}
