// A release on disk: `<releases>/<package>/<version>/` holds the remote's browser build (with its
// `mf-manifest.json`), its server build in `server/`, and `release.json`, which says what it is.
// A release, once there, is never changed or replaced.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { SINGLETONS, installedVersion } from '../../shared/build/release-gate.cjs';
import { ReleaseError, filesUnder, readJson, sha256 } from './common.mjs';

/** The description of a release next to its build. */
export const RECORD = 'release.json';

/** Where a release of `folder` (`mf-forms`) named `version` is kept. */
export function releaseDir(releasesDir, folder, version) {
  return join(releasesDir, folder, version);
}

/** Refuses a version that is released already: a release is never replaced. */
export function assertNotReleased(releasesDir, folder, version) {
  const target = releaseDir(releasesDir, folder, version);
  if (existsSync(target)) {
    throw new ReleaseError(
      `${folder} ${version} is released already (${target}); a release is never replaced. ` +
        'Commit the change and release again: the new commit gives a new version.',
    );
  }
  return target;
}

/** The installed version of each singleton, as a build in `dir` would bundle it. */
export function singletonVersions(dir) {
  return Object.fromEntries(SINGLETONS.map((name) => [name, installedVersion(name, dir)]));
}

/** The exposed modules a built `mf-manifest.json` lists (`ContactFormPage`, …), sorted. */
export function exposedModules(manifest) {
  return (manifest.exposes ?? []).map((expose) => String(expose.name).replace(/^\.\//, '')).sort();
}

/** `relative path → sha256` of every file of a server build. */
export function serverDigests(serverDir) {
  return Object.fromEntries(filesUnder(serverDir).map((file) => [file, sha256(readFileSync(join(serverDir, file)))]));
}

/**
 * What `release.json` says of a build in `buildDir` (its `mf-manifest.json` and `server/`): which
 * remote, which version, built from which commit and when, the singletons' versions it was built
 * against, the modules it exposes and the digest of each file of its server build.
 */
export function releaseRecord({ remote, version, commit, dirty, sourceDir, buildDir, builtAt, builtBy }) {
  const manifestFile = join(buildDir, 'mf-manifest.json');
  const serverEntry = join(buildDir, 'server', 'remoteEntry.js');
  for (const file of [manifestFile, join(buildDir, 'remoteEntry.js'), serverEntry]) {
    if (!existsSync(file)) throw new ReleaseError(`the build of ${remote.folder} lacks ${relative(buildDir, file)}`);
  }
  const manifest = readJson(manifestFile);
  if (manifest.name !== remote.name) {
    throw new ReleaseError(`the built manifest names "${manifest.name}", not ${remote.name}`);
  }
  return {
    remote: remote.folder,
    name: remote.name,
    version,
    commit,
    dirty,
    builtAt,
    builtBy,
    singletons: singletonVersions(sourceDir),
    exposes: exposedModules(manifest),
    server: serverDigests(join(buildDir, 'server')),
  };
}

/**
 * Moves a finished build from `staging` to its release folder, in one rename on the same disk: a
 * release is there whole or not at all. Refuses, and leaves both untouched, when the version is
 * released already.
 */
export function publish(staging, releasesDir, folder, version) {
  const target = assertNotReleased(releasesDir, folder, version);
  mkdirSync(dirname(target), { recursive: true });
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another release of the same version finished first (rename onto a folder with files fails).
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') assertNotReleased(releasesDir, folder, version);
    throw error;
  }
  return target;
}

/** Removes a staging folder and its parent when that is left empty. */
export function removeStaging(staging) {
  rmSync(staging, { recursive: true, force: true });
  const parent = dirname(staging);
  if (existsSync(parent) && readdirSync(parent).length === 0) rmSync(parent, { recursive: true, force: true });
}

/** The release.json of every release of `folder`, oldest build first. */
export function releasesOf(releasesDir, folder) {
  const dir = join(releasesDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && existsSync(join(dir, name, RECORD)))
    .map((name) => readJson(join(dir, name, RECORD)))
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}
