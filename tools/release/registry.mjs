// The live registry: `<releases>/live.json` says which released version of each remote the site
// serves (the server re-reads it every second), and `<releases>/log.jsonl` keeps every change, one
// JSON line each, with who made it and when. A remote without an entry is served from its own
// build (`<package>/dist`).
//
// live.json: { "remotes": { "mf-forms": { "version", "by", "since", "previous": [versions] } } }
// where `previous` holds the versions that were live before, the latest first: what a rollback
// goes back to, one at a time, and past the last of them to the remote's own build.
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { ReleaseError } from './common.mjs';

export const LIVE_FILE = 'live.json';
export const LOG_FILE = 'log.jsonl';
const LOCK_FILE = 'live.json.lock';

export function emptyState() {
  return { remotes: {} };
}

/** Makes `version` of `folder` live; the version live until now becomes the first to roll back to. */
export function promote(state, folder, version, { by, at }) {
  const current = state.remotes[folder];
  if (current?.version === version) throw new ReleaseError(`${folder} ${version} is live already`);
  const previous = current ? [current.version, ...current.previous] : [];
  return {
    state: { ...state, remotes: { ...state.remotes, [folder]: { version, by, since: at, previous } } },
    change: { at, by, action: 'promote', remote: folder, version, from: current?.version ?? null },
  };
}

/**
 * Makes the version live before the current one live again (its `version` in the change); past the
 * first release promoted, the remote's own build (`version: null`). Refused without a live release.
 */
export function rollback(state, folder, { by, at }) {
  const current = state.remotes[folder];
  if (!current) throw new ReleaseError(`${folder} has no live release: there is nothing to roll back`);
  const [version = null, ...previous] = current.previous;
  const remotes = { ...state.remotes };
  if (version === null) delete remotes[folder];
  else remotes[folder] = { version, by, since: at, previous };
  return {
    state: { ...state, remotes },
    change: { at, by, action: 'rollback', remote: folder, version, from: current.version },
  };
}

/** The version a rollback of `folder` would make live (null: its own build); undefined without a live release. */
export function rollbackTarget(state, folder) {
  const current = state.remotes[folder];
  return current ? (current.previous[0] ?? null) : undefined;
}

/** The registry in `releasesDir`; empty when there is none yet. */
export function readState(releasesDir) {
  const file = join(releasesDir, LIVE_FILE);
  if (!existsSync(file)) return emptyState();
  let state;
  try {
    state = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${file} is not valid JSON (${error.message}); fix or restore it first`);
  }
  if (typeof state?.remotes !== 'object' || state.remotes === null) {
    throw new ReleaseError(`${file} has no "remotes" object; fix or restore it first`);
  }
  return state;
}

/** Every change of the log, oldest first. */
export function readLog(releasesDir) {
  const file = join(releasesDir, LOG_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/**
 * Applies `change(state)` (which returns `{ state, change }`) to the registry, one tool at a time
 * (a lock file beside it): the new registry replaces the old in one rename, then the change is
 * appended to the log. Returns the change.
 */
export function changeRegistry(releasesDir, apply) {
  mkdirSync(releasesDir, { recursive: true });
  const lock = join(releasesDir, LOCK_FILE);
  let handle;
  try {
    handle = openSync(lock, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    throw new ReleaseError(
      `another promote or rollback is under way (${lock} exists); if none is, remove that file and try again`,
    );
  }
  try {
    const result = apply(readState(releasesDir));
    const file = join(releasesDir, LIVE_FILE);
    writeFileSync(`${file}.tmp`, JSON.stringify(result.state, null, 2) + '\n');
    renameSync(`${file}.tmp`, file);
    appendFileSync(join(releasesDir, LOG_FILE), JSON.stringify(result.change) + '\n');
    return result.change;
  } finally {
    closeSync(handle);
    rmSync(lock, { force: true });
  }
}
