import { existsSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/**
 * Where a server package finds its own files, the same whether it runs from its sources (`src/…`,
 * through tsx in development and tests) or from its build (`dist/*.js`, `npm start`): the package's
 * folder is the nearest one above `from` that holds a `package.json`.
 */
export function packageDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/**
 * The package this code runs in: the api package, or the site server's when its build bundles
 * this code (`<repository>/api` or `<repository>/site-server`).
 */
const HOME_DIR = packageDir(__dirname);

/** The repository's root: the apps' builds, `data/` and `.env` are found under it. */
export const ROOT_DIR = dirname(HOME_DIR);

/** The api package's folder (its seed data). */
export const API_DIR = join(ROOT_DIR, 'api');

/** Whether this server runs from its sources (through tsx) rather than from its build. */
export const FROM_SOURCES = extname(__filename) === '.ts';

/**
 * A program of the server package in `dir` that runs as a process or a thread of its own, named by
 * its source under `src/` (`preview-worker`): that source when the server runs from its sources,
 * else its build (`dist/preview-worker.js`).
 */
export function programFile(dir: string, source: string): string {
  return FROM_SOURCES ? join(dir, 'src', `${source}.ts`) : join(dir, 'dist', `${basename(source)}.js`);
}
