import { isAbsolute, join, resolve } from 'node:path';
import { packageDirOf, REMOTE_NAMES, type RemoteName, type RemotesMap } from './from-shared';
import { LIVE_FILE, parseLiveReleases, releasesDirOf } from './live-releases';
import { checkRemoteUrl, parseJson, SiteConfigError, uniqueOrigins, type Env } from './settings';
import type { BuildWatcher } from './build-watcher';
import { ConfigFile } from './config-file';

/** `mf_forms` → `REMOTE_MF_FORMS_URL`. */
function envVarOf(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** Every remote served by this server from its own `dist/`. */
export function defaultRemotes(): RemotesMap {
  const map = {} as RemotesMap;
  for (const name of REMOTE_NAMES) map[name] = `/remotes/${packageDirOf(name)}/mf-manifest.json`;
  return map;
}

/**
 * Validate a `{ remote name: manifest URL }` object from one source. Unknown names are errors
 * (typos); so is plain http in production, or to another machine (see `checkRemoteUrl`).
 */
function parseRemotesObject(value: unknown, source: string, production = false): Partial<RemotesMap> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SiteConfigError(`${source}: expected a JSON object { "mf_forms": "<manifest URL>", … }`);
  }
  const result: Partial<RemotesMap> = {};
  for (const [key, url] of Object.entries(value)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(key)) {
      throw new SiteConfigError(`${source}: unknown remote "${key}" (known: ${REMOTE_NAMES.join(', ')})`);
    }
    result[key as RemoteName] = checkRemoteUrl(url, `${source} → ${key}`, production);
  }
  return result;
}

export interface RemotesSourceOptions {
  rootDir: string;
  remotes?: Record<string, string> | undefined;
  env: Env;
  /** Tells when REMOTES_FILE or the live registry changed (they are read again then); without it they are read once. */
  watcher?: BuildWatcher;
  warn?: (message: string) => void;
}

/**
 * The remote name → manifest URL map of `/remotes.json`. Layers, later wins:
 * defaults (this server's `/remotes/<package>/mf-manifest.json`) → the live releases of the
 * registry (`<releases>/live.json`: `/releases/<package>/<version>/mf-manifest.json`) →
 * `options.remotes` → the JSON file named by `REMOTES_FILE` (relative to the repository root) →
 * `REMOTES_JSON` → `REMOTE_<NAME>_URL`. The two files are read again when the build watcher sees
 * them change, so a remote can be promoted, rolled back or re-pointed without a restart. Every mistake
 * is reported at start-up; a file broken later keeps the last good map.
 */
export class RemotesSource {
  /** Where the releases and the live registry are. */
  readonly releasesDir: string;
  private readonly base: Partial<RemotesMap>;
  private readonly top: Partial<RemotesMap>;
  private readonly file: ConfigFile<Partial<RemotesMap>> | null;
  private readonly live: ConfigFile<Partial<RemotesMap>>;
  private readonly warn: (message: string) => void;
  private merged: RemotesMap;

  constructor(options: RemotesSourceOptions) {
    const { env, watcher } = options;
    const production = env.NODE_ENV === 'production';
    const parse = (value: unknown, source: string) => parseRemotesObject(value, source, production);
    this.warn = options.warn ?? (() => undefined);
    this.base = options.remotes ? parse(options.remotes, 'options.remotes') : {};

    const top: Partial<RemotesMap> = {};
    const json = env.REMOTES_JSON?.trim();
    if (json) Object.assign(top, parse(parseJson(json, 'REMOTES_JSON'), 'REMOTES_JSON'));
    for (const name of REMOTE_NAMES) {
      const value = env[envVarOf(name)]?.trim();
      if (value) top[name] = checkRemoteUrl(value, envVarOf(name), production);
    }
    this.top = top;

    const fileVar = env.REMOTES_FILE?.trim();
    if (fileVar) {
      const path = isAbsolute(fileVar) ? fileVar : resolve(options.rootDir, fileVar);
      this.file = new ConfigFile(path, 'REMOTES_FILE', parse, {}, this.warn, watcher);
      if (!this.file.exists) throw new SiteConfigError(`REMOTES_FILE: ${path} does not exist`);
    } else {
      this.file = null;
    }
    this.releasesDir = releasesDirOf(options.rootDir, env);
    const releasesDir = this.releasesDir;
    this.live = new ConfigFile(
      join(releasesDir, LIVE_FILE),
      'the live registry',
      (value: unknown, source: string) => parseLiveReleases(value, source, releasesDir),
      {},
      this.warn,
      watcher,
    );
    this.merged = this.merge();
    watcher?.onChange('configuration', () => this.reload());
  }

  /** The current map. */
  current(): RemotesMap {
    return this.merged;
  }

  /** Reads REMOTES_FILE and the live registry again. */
  reload(): void {
    this.file?.reload();
    this.live.reload();
    this.merged = this.merge();
  }

  /** Origins other than this server's that the configuration points at. */
  foreignOrigins(): string[] {
    return uniqueOrigins(Object.values(this.current()));
  }

  private merge(): RemotesMap {
    const merged = { ...defaultRemotes(), ...this.live.value, ...this.base, ...this.file?.value, ...this.top };
    for (const [name, url] of Object.entries(this.live.value)) {
      if (merged[name as RemoteName] !== url)
        this.warn(
          `${name}: its live release (${url}) is not served: the configuration points it at ${merged[name as RemoteName]}`,
        );
    }
    return merged;
  }
}
