// The import circles of the sources: every workspace package's `src` (the apps, `shared`, the
// servers), followed through the workspace (an app's imports of `shared` included), as madge finds
// them. `import type` declarations count as well: a circle closed only by types is still two
// modules that cannot be understood, moved or split apart one without the other. Tests, test
// helpers and declaration files are left out.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('./typescript-5.cjs');
const madge = require('madge');

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The source folders checked by `npm run lint`, relative to the repository root: the `src` folder
 * of each workspace package (root `package.json`) that has one, so a new package is checked as
 * soon as it is a workspace.
 */
export const SOURCES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  .workspaces.map((workspace) => `${workspace}/src`)
  .filter((dir) => existsSync(join(ROOT, dir)));

/** Every circle among the files under `dirs` (absolute), each as the list of its files relative to the root. */
export async function importCircles(dirs, tsConfig = join(ROOT, 'shared', 'tsconfig.json')) {
  const graph = await madge(dirs, {
    baseDir: ROOT,
    fileExtensions: ['ts', 'tsx', 'mjs', 'cjs', 'js'],
    excludeRegExp: [/\.test\.[cm]?[jt]sx?$/, /\/testing\//, /\.d\.[cm]?ts$/, /node_modules/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    tsConfig,
  });
  return graph.circular();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const circles = await importCircles(SOURCES.map((dir) => join(ROOT, dir)));
  for (const circle of circles) console.error(`import circle: ${circle.join(' → ')} → ${circle[0]}`);
  process.exit(circles.length ? 1 : 0);
}
