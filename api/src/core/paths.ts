import { existsSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/**
 * Where the server finds its own files, the same whether it runs from its sources (`src/…`, through
 * tsx in development and tests) or from its build (`dist/*.js`, `npm start`): the api package's
 * folder is the nearest one above this file that holds its `package.json`.
 */
function packageDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** The api package (`<repository>/api`). */
export const API_DIR = packageDir(__dirname);

/** The repository's root: the apps' builds, `data/` and `.env` are found under it. */
export const ROOT_DIR = dirname(API_DIR);

/** Whether this server runs from its sources (through tsx) rather than from its build. */
export const FROM_SOURCES = extname(__filename) === '.ts';

/**
 * A program of the server that runs as a process or a thread of its own, named by its source
 * under `src/` (`site/preview-worker`): that source when the server runs from its sources, else
 * its build (`dist/preview-worker.js`).
 */
export function programFile(source: string): string {
  return FROM_SOURCES ? join(API_DIR, 'src', `${source}.ts`) : join(API_DIR, 'dist', `${basename(source)}.js`);
}
