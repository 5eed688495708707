// The import circles of the code that runs: each app's and `shared`'s sources and the server's,
// followed through the workspace (an app's imports of `shared` included), as madge finds them.
// Tests, test helpers and declaration files are left out, and so are `import type` declarations:
// TypeScript erases them, so they cannot make modules wait on each other when the code runs.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('./typescript-5.cjs');
const madge = require('madge');

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The source folders checked by `npm run lint`, relative to the repository root. */
export const SOURCES = [
  'shared/src',
  'shell/src',
  'mf-chrome/src',
  'mf-content/src',
  'mf-forms/src',
  'mf-commerce/src',
  'api/src',
];

/** Every circle among the files under `dirs` (absolute), each as the list of its files relative to the root. */
export async function importCircles(dirs, tsConfig = join(ROOT, 'shared', 'tsconfig.json')) {
  const graph = await madge(dirs, {
    baseDir: ROOT,
    fileExtensions: ['ts', 'tsx', 'mjs', 'cjs', 'js'],
    excludeRegExp: [/\.test\.[cm]?[jt]sx?$/, /\/testing\//, /\.d\.[cm]?ts$/, /node_modules/],
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    tsConfig,
  });
  return graph.circular();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const circles = await importCircles(SOURCES.map((dir) => join(ROOT, dir)));
  for (const circle of circles) console.error(`import circle: ${circle.join(' → ')} → ${circle[0]}`);
  process.exit(circles.length ? 1 : 0);
}
