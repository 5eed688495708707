// `npm run lint`: ESLint and the Prettier check over the whole repository, the import circles of
// the code that runs (none allowed), then the self-tests that show the boundary rules and the
// circle check firing. `npm run format` (`--fix`) rewrites what both can fix.
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCircles, SOURCES } from './circles.mjs';

const require = createRequire(import.meta.url);
require('./typescript-5.cjs');

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
const fix = process.argv.includes('--fix');

async function prettierPass() {
  const prettier = await import('prettier');
  const config = await prettier.resolveConfig(join(HERE, 'prettier.config.mjs'), {
    config: join(HERE, 'prettier.config.mjs'),
  });
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean);
  const unformatted = [];
  for (const file of files) {
    const path = join(ROOT, file);
    const info = await prettier.getFileInfo(path, { ignorePath: join(HERE, '.prettierignore') });
    if (info.ignored || !info.inferredParser) continue;
    let source;
    try {
      source = await readFile(path, 'utf8');
    } catch {
      continue; // deleted but not yet staged
    }
    const options = { ...config, filepath: path };
    try {
      if (await prettier.check(source, options)) continue;
      if (fix) await writeFile(path, await prettier.format(source, options));
      else unformatted.push(relative(ROOT, path));
    } catch (error) {
      // A file Prettier cannot parse is reported (ESLint names the syntax error too), not a crash.
      unformatted.push(`${relative(ROOT, path)} (cannot be parsed: ${String(error.message).split('\n')[0]})`);
    }
  }
  if (unformatted.length) {
    console.error(
      `Prettier: ${unformatted.length} file(s) not formatted (npm run format):\n  ${unformatted.join('\n  ')}`,
    );
    return false;
  }
  return true;
}

async function eslintPass() {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(HERE, 'eslint.config.mjs'), fix });
  const results = await eslint.lintFiles(['.']);
  if (fix) await ESLint.outputFixes(results);
  const formatter = await eslint.loadFormatter('stylish');
  const output = await formatter.format(results);
  if (output) console.error(output);
  return results.every((result) => result.errorCount === 0 && result.warningCount === 0);
}

/** No import circle in the code that runs (`circles.mjs`): each is printed, file by file. */
async function circlesPass() {
  const circles = await importCircles(SOURCES.map((dir) => join(ROOT, dir)));
  for (const circle of circles) console.error(`import circle: ${circle.join(' → ')} → ${circle[0]}`);
  return circles.length === 0;
}

const formatted = await prettierPass();
const linted = await eslintPass();
const noCircle = await circlesPass();
const selfTest = fix
  ? { status: 0 }
  : spawnSync(process.execPath, ['--test', join(HERE, 'boundaries.test.mjs'), join(HERE, 'circles.test.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
if (!formatted || !linted || !noCircle || selfTest.status !== 0) process.exit(1);
console.info('lint: ESLint, Prettier, no import circle, and the self-tests of the boundaries and circles pass');
