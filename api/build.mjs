// `npm run build -w api`: the server as JavaScript in `api/dist/`, so that production runs plain
// `node` with neither a TypeScript compiler nor a bundler installed. Each program the server starts
// is one file: `server.js` (`npm start`), `cluster.js`, the preview renderer's worker thread, and
// the commands `seed-cli.js` and `create-user.js`. The `shared` package (TypeScript sources) is
// bundled in; every other package stays a `require` of node_modules. Source maps beside each file
// keep stack traces pointing at the sources (`node --enable-source-maps`).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API = dirname(fileURLToPath(import.meta.url));
const OUT = join(API, 'dist');

/** Each built program and its source under `src/` (named as `core/paths.ts` finds them). */
const PROGRAMS = {
  server: 'server',
  cluster: 'cluster',
  'preview-worker': 'site/preview-worker',
  'seed-cli': 'db/seed-cli',
  'create-user': 'cli/create-user',
};

/** Packages from node_modules are required at run time; the workspace's `shared` is bundled. */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === 'shared' || args.path.startsWith('shared/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(OUT, { recursive: true, force: true });
const result = await build({
  absWorkingDir: API,
  entryPoints: Object.fromEntries(Object.entries(PROGRAMS).map(([name, source]) => [name, `src/${source}.ts`])),
  outdir: OUT,
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
console.log(`api: built ${bytes.join(', ')}`);
