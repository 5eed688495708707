// How a release is named: the remote's package version, the commit it was built from and, for a
// build of files that are not that commit's, a digest of those files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ReleaseError, filesUnder, sha256 } from './common.mjs';

/**
 * A release's name: `1.4.0-3f2a9c1` for a build of commit 3f2a9c1 of a remote whose package.json
 * says 1.4.0; `1.4.0-3f2a9c1+dirty.5d41402a` for a build of files that differ from that commit
 * (the digest of those files, so that the same files get the same name and two different trials
 * get two). Semantic-versioning syntax: a pre-release named after the commit, build metadata for
 * the digest.
 */
export function releaseVersion({ packageVersion, sha, dirtyDigest = null }) {
  if (!/^\d+\.\d+\.\d+$/.test(packageVersion ?? '')) {
    throw new ReleaseError(`the package version "${packageVersion}" is not MAJOR.MINOR.PATCH`);
  }
  if (!/^[0-9a-f]{4,40}$/.test(sha ?? '')) throw new ReleaseError(`"${sha}" is not a commit's short sha`);
  const base = `${packageVersion}-${sha}`;
  return dirtyDigest ? `${base}+dirty.${dirtyDigest}` : base;
}

/** What a version name may look like: also a safe single path segment (no `/`, no leading dot). */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9a-f]{4,40}(?:\+dirty\.[0-9a-f]{8})?$/;

/** Folders of a remote that are not its source: never part of a release's digest. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'coverage']);

/**
 * The remote's changelog is what the release tool writes after each release, not its source: it
 * changes neither a release's digest nor whether its files are a commit's.
 */
export const CHANGELOG = 'CHANGELOG.md';

/**
 * A digest (8 hex digits) of a remote's source files: every file under `dir` but its dependencies,
 * builds, coverage and dot files, by path and content.
 */
export function sourceDigest(dir) {
  const hash = [];
  for (const file of filesUnder(dir, (name) => NOT_SOURCE.has(name) || name.startsWith('.'))) {
    if (file === CHANGELOG || file.split('/').some((part) => part.startsWith('.'))) continue;
    hash.push(`${file}\0${sha256(readFileSync(join(dir, file)))}\n`);
  }
  return sha256(hash.join('')).slice(0, 8);
}

function git(dir, args) {
  return execFileSync('git', ['--no-optional-locks', '-C', dir, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/**
 * The commit a build of `dir` comes from and whether its files are that commit's: `changes` lists
 * what differs (uncommitted or untracked files under `dir`), or says that `dir` is no folder the
 * repository tracks (a copy elsewhere), in which case nothing can be told about its files.
 */
export function sourceState(dir) {
  let sha;
  try {
    sha = git(dir, ['rev-parse', '--short', 'HEAD']);
  } catch {
    throw new ReleaseError(`${dir} is not in a git repository: a release is named after the commit it is built from`);
  }
  if (git(dir, ['ls-files', '--', '.']) === '') {
    return { sha, changes: [`${dir} is not a folder the repository tracks`] };
  }
  const status = git(dir, ['status', '--porcelain', '--untracked-files=all', '--', '.', `:(exclude)${CHANGELOG}`]);
  return { sha, changes: status.split('\n').filter(Boolean) };
}
