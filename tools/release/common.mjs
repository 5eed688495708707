// What the release tools share: the repository's places, the remotes of the composition manifest,
// the folder releases are kept in, and small file helpers.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A refusal or a mistake the person running the tool must act on; the message says what and why. */
export class ReleaseError extends Error {
  name = 'ReleaseError';
}

/** The composition manifest (`shared/composition.json`) of the repository at `root`. */
export function readComposition(root = ROOT) {
  return readJson(join(root, 'shared', 'composition.json'));
}

/** Each remote of the manifest as `{ name: 'mf_forms', folder: 'mf-forms', modules: [...] }`. */
export function remotesOf(composition) {
  return Object.entries(composition.remotes).map(([name, remote]) => ({
    name,
    folder: remote.folder,
    modules: Object.keys(remote.modules),
  }));
}

/** The remote whose package folder is `folder` (`mf-forms`), or a ReleaseError naming the known ones. */
export function remoteByFolder(composition, folder) {
  const remotes = remotesOf(composition);
  const found = remotes.find((remote) => remote.folder === folder);
  if (!found) {
    throw new ReleaseError(
      `"${folder}" is not a remote of shared/composition.json (remotes: ${remotes.map((r) => r.folder).join(', ')})`,
    );
  }
  return found;
}

/**
 * The folder releases are kept in, with the live registry: `--out`/`--dir` when given, else
 * `RELEASES_DIR` (relative to the repository root), else `releases/` at the repository root.
 */
export function releasesDirOf(option, env = process.env, root = ROOT) {
  const value = option ?? env.RELEASES_DIR;
  if (!value) return join(root, 'releases');
  return isAbsolute(value) ? value : resolve(root, value);
}

/** Who runs a tool, for the records: `$USER`, else the account's name. */
export function whoRuns(env = process.env) {
  return env.USER || env.USERNAME || userInfo().username || 'unknown';
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Every file under `dir` (sorted, `/`-separated paths relative to it), skipping folders `skip` accepts. */
export function filesUnder(dir, skip = () => false) {
  const result = [];
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      const full = join(current, name);
      const info = statSync(full);
      if (info.isDirectory()) {
        if (!skip(name)) walk(full);
      } else if (info.isFile()) {
        result.push(relative(dir, full).split('\\').join('/'));
      }
    }
  };
  walk(dir);
  return result;
}

/** `--name value` options and the remaining words of an argument list. */
export function parseArgs(argv, { values = [], flags = [] } = {}) {
  const options = {};
  const words = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [key, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s) : [null];
    if (key !== null && values.includes(key)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new ReleaseError(`--${key} needs a value`);
      options[key] = value;
    } else if (key !== null && flags.includes(key)) {
      options[key] = true;
    } else if (key !== null) {
      throw new ReleaseError(`unknown option --${key}`);
    } else {
      words.push(arg);
    }
  }
  return { options, words };
}

/** Runs a command line tool's main function: a ReleaseError is its message and exit code 1. */
export async function runMain(main) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ReleaseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
