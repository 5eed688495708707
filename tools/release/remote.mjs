#!/usr/bin/env node
// `npm run remote -- <command>`: which released version of each remote the site serves.
//
//   promote <package> <version>   make a release live, once it passes the compatibility gate
//   rollback <package>            make the version live before it live again (past the first
//                                 release promoted: the remote's own build)
//   list [<package>]              the releases with the commits each brought, which is live, who
//                                 promoted what when
//
//   --by <name>     who makes the change (default $USER), written to the log with the time
//   --dir <dir>     the releases folder (default RELEASES_DIR, else releases/ at the repository root)
//   --site-root <dir>  where the served shell is built (default SITE_ROOT, else the repository root)
//
// The running server re-reads the registry every second: no restart, the shell untouched.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ROOT,
  ReleaseError,
  parseArgs,
  readComposition,
  readJson,
  releasesDirOf,
  remoteByFolder,
  remotesOf,
  runMain,
  whoRuns,
} from './common.mjs';
import { compatibilityProblems, shellSingletons } from '../../shared/build/release-gate.cjs';
import { changeRegistry, promote, readLog, readState, rollback, rollbackTarget } from './registry.mjs';
import { changeLines } from './changes.mjs';
import { RECORD, releaseDir, releasesOf } from './release-files.mjs';

const USAGE = `usage: npm run remote -- promote <package> <version> | rollback <package> | list [<package>]
options: --by <name>  --dir <releases folder>  --site-root <folder of the served builds>`;

/** A release that may go live: its folder complete and its release.json about it. */
function loadRelease(releasesDir, folder, version) {
  const dir = releaseDir(releasesDir, folder, version);
  if (!existsSync(join(dir, RECORD))) {
    const known = releasesOf(releasesDir, folder).map((release) => release.version);
    throw new ReleaseError(
      `${folder} ${version} is not released (no ${join(dir, RECORD)}); ` +
        (known.length ? `released versions: ${known.join(', ')}` : `release it with: npm run release -w ${folder}`),
    );
  }
  const record = readJson(join(dir, RECORD));
  if (record.remote !== folder || record.version !== version) {
    throw new ReleaseError(
      `${join(dir, RECORD)} describes ${record.remote} ${record.version}, not ${folder} ${version}`,
    );
  }
  for (const file of ['mf-manifest.json', 'remoteEntry.js', join('server', 'remoteEntry.js')]) {
    if (!existsSync(join(dir, file))) throw new ReleaseError(`${folder} ${version} lacks ${file} (${dir})`);
  }
  return record;
}

/** Refuses a release that does not fit the served shell, saying every reason. */
function passGate(record, remote, siteRoot) {
  const problems = compatibilityProblems(record, shellSingletons(siteRoot), remote.modules);
  if (problems.length) {
    throw new ReleaseError(
      [`Refused: ${remote.folder} ${record.version} does not fit the shell:`, ...problems.map((p) => `  - ${p}`)].join(
        '\n',
      ),
    );
  }
}

const described = (version, folder) => (version === null ? `its own build (${folder}/dist)` : version);

function list(releasesDir, folders) {
  const state = readState(releasesDir);
  const log = readLog(releasesDir);
  const lines = [];
  for (const folder of folders) {
    const live = state.remotes[folder];
    lines.push(`${folder}${live ? '' : `: its own build (${folder}/dist) is live`}`);
    const releases = releasesOf(releasesDir, folder);
    if (releases.length === 0) lines.push('    no releases');
    for (const release of releases) {
      const isLive = live?.version === release.version;
      const last = log.findLast((change) => change.remote === folder && change.version === release.version);
      const made = isLive
        ? `live since ${live.since} (${live.by})`
        : last
          ? `last made live ${last.at} (${last.by}, ${last.action})`
          : 'never live';
      lines.push(`  ${isLive ? '*' : ' '} ${release.version}  built ${release.builtAt} · ${made}`);
      lines.push(...changeLines(release, '        '));
    }
    if (live) lines.push(`    rollback goes to: ${described(live.previous[0] ?? null, folder)}`);
  }
  const changes = log.filter((change) => folders.includes(change.remote)).slice(-10);
  if (changes.length) {
    lines.push('', 'latest changes:');
    for (const change of changes)
      lines.push(
        `  ${change.at}  ${change.by}  ${change.action} ${change.remote}: ${described(change.from, change.remote)} → ${described(change.version, change.remote)}`,
      );
  }
  console.info(lines.join('\n'));
}

async function main(argv) {
  const { options, words } = parseArgs(argv, { values: ['by', 'dir', 'site-root'] });
  const [command, folder, version, ...rest] = words;
  const composition = readComposition();
  const releasesDir = releasesDirOf(options.dir);
  const siteRoot = resolve(options['site-root'] ?? process.env.SITE_ROOT ?? ROOT);
  const by = options.by ?? whoRuns();
  const at = new Date().toISOString();

  if (command === 'list' && version === undefined) {
    const folders = folder ? [remoteByFolder(composition, folder).folder] : remotesOf(composition).map((r) => r.folder);
    return list(releasesDir, folders);
  }
  if (command === 'promote' && folder && version && rest.length === 0) {
    const remote = remoteByFolder(composition, folder);
    const record = loadRelease(releasesDir, folder, version);
    passGate(record, remote, siteRoot);
    const change = changeRegistry(releasesDir, (state) => promote(state, folder, version, { by, at }));
    console.info(`${folder} ${version} is live (before: ${described(change.from, folder)}), by ${by} at ${at}.`);
    console.info('New page loads get it within a few seconds; the shell is untouched.');
    return;
  }
  if (command === 'rollback' && folder && version === undefined) {
    const remote = remoteByFolder(composition, folder);
    // The version rolled back to passes the gate again: the shell may have moved on since.
    const target = rollbackTarget(readState(releasesDir), folder);
    if (target) passGate(loadRelease(releasesDir, folder, target), remote, siteRoot);
    const change = changeRegistry(releasesDir, (state) => {
      if (rollbackTarget(state, folder) !== target) throw new ReleaseError('the registry changed meanwhile; try again');
      return rollback(state, folder, { by, at });
    });
    console.info(
      `${folder}: ${described(change.version, folder)} is live again (was ${change.from}), by ${by} at ${at}.`,
    );
    return;
  }
  throw new ReleaseError(USAGE);
}

await runMain(main);
