#!/usr/bin/env node
// `npm run release -w mf-forms` (or `npm run release -- mf-forms`): builds the remote, for browsers
// and for the server, into `releases/<package>/<version>/` with its manifest and a `release.json`,
// without touching its own dist/. Refuses a remote folder with uncommitted changes (`--allow-dirty`
// builds it anyway, named with `+dirty.<digest>`) and a version that is released already.
//
//   --out <dir>      the releases folder (default RELEASES_DIR, else releases/ at the repository root)
//   --source <dir>   build this copy of the remote instead of its package folder (always counted as
//                    dirty: its files are no commit's); the package is the one its package.json names
//   --allow-dirty    release files that differ from the commit
//   --note <text>    a line on what the release is for, recorded with it and in its CHANGELOG.md
//
// The release records the commits that touched the remote since its previous release and appends
// them, with the note, to the remote's CHANGELOG.md (commit that file with the remote's next change).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import {
  ROOT,
  ReleaseError,
  parseArgs,
  readComposition,
  readJson,
  releasesDirOf,
  remoteByFolder,
  runMain,
  whoRuns,
} from './common.mjs';
import { appendChangelog, releaseChanges } from './changes.mjs';
import { RECORD, assertNotReleased, publish, releaseRecord, releasesOf, removeStaging } from './release-files.mjs';
import { releaseVersion, sourceDigest, sourceState } from './versions.mjs';

const require = createRequire(import.meta.url);
const USAGE =
  'usage: npm run release -w <remote> [-- --allow-dirty] [--note <text>] [--out <dir>] [--source <copy of the remote>]';

/** Runs webpack (as `npm run build` does) on the remote in `sourceDir`, writing into `out`. */
function build(sourceDir, out) {
  const cli = join(require.resolve('webpack-cli/package.json', { paths: [sourceDir, ROOT] }), '..', 'bin', 'cli.js');
  const result = spawnSync(
    process.execPath,
    [cli, '--mode', 'production', '-c', join(import.meta.dirname, 'webpack.release.cjs')],
    {
      cwd: sourceDir,
      env: { ...process.env, RELEASE_SOURCE: sourceDir, RELEASE_OUT: out },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new ReleaseError(`the build failed (exit code ${result.status ?? result.signal})`);
}

async function main(argv) {
  const { options, words } = parseArgs(argv, { values: ['out', 'source', 'note'], flags: ['allow-dirty'] });
  if (words.length > 1 || (words.length === 1 && options.source)) throw new ReleaseError(USAGE);
  const composition = readComposition();
  const sourceDir = resolve(
    options.source ?? (words[0] ? join(ROOT, remoteByFolder(composition, words[0]).folder) : process.cwd()),
  );
  if (!existsSync(join(sourceDir, 'package.json')))
    throw new ReleaseError(`${sourceDir} has no package.json\n${USAGE}`);
  const pkg = readJson(join(sourceDir, 'package.json'));
  const remote = remoteByFolder(composition, pkg.name);
  const { sha, changes } = sourceState(sourceDir);
  if (changes.length > 0 && !options['allow-dirty']) {
    const shown = changes.slice(0, 10).map((line) => `  ${line}`);
    if (changes.length > 10) shown.push(`  … and ${changes.length - 10} more`);
    throw new ReleaseError(
      [
        `Refused: ${remote.folder} has changes that are not committed, so its build would be no commit's:`,
        ...shown,
        'Commit them and release again, or pass --allow-dirty for a trial release named …+dirty.<digest>.',
      ].join('\n'),
    );
  }
  const dirty = changes.length > 0;
  const version = releaseVersion({
    packageVersion: pkg.version,
    sha,
    dirtyDigest: dirty ? sourceDigest(sourceDir) : null,
  });
  const releasesDir = releasesDirOf(options.out);
  assertNotReleased(releasesDir, remote.folder, version);
  const previous = releasesOf(releasesDir, remote.folder).at(-1) ?? null;

  const staging = join(releasesDir, '.staging', `${remote.folder}-${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { recursive: true });
  try {
    console.info(`[release] building ${remote.folder} ${version} from ${relative(ROOT, sourceDir) || '.'}…`);
    build(sourceDir, staging);
    const commit = spawnSync('git', ['-C', sourceDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    const record = releaseRecord({
      remote,
      version,
      commit,
      dirty,
      sourceDir,
      buildDir: staging,
      builtAt: new Date().toISOString(),
      builtBy: whoRuns(),
    });
    record.changes = releaseChanges({ sourceDir, commit, previous, note: options.note });
    writeFileSync(join(staging, RECORD), JSON.stringify(record, null, 2) + '\n');
    const target = publish(staging, releasesDir, remote.folder, version);
    console.info(`[release] ${remote.folder} ${version} is in ${target}`);
    const changelog = appendChangelog(sourceDir, record);
    console.info(
      `[release] ${record.changes.commits.length + record.changes.more} commit(s) since ${record.changes.since ?? 'the start'}, added to ${relative(ROOT, changelog)}`,
    );
    console.info(`[release] make it live with: npm run remote -- promote ${remote.folder} ${version}`);
  } finally {
    removeStaging(staging);
  }
}

await runMain(main);
