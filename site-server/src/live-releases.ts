import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { packageDirOf, REMOTE_NAMES, type RemotesMap } from './from-shared';
import { SiteConfigError, type Env } from './settings';

/** The registry of live releases, in the releases folder. */
export const LIVE_FILE = 'live.json';

/** A version folder's name as the release tool writes it: a single path segment, no leading dot. */
export const VERSION_SEGMENT = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/**
 * The folder releases of the remotes are kept in (`<releases>/<package>/<version>/`), with the
 * live registry: `RELEASES_DIR` (relative to the site root), else `<site root>/releases`.
 */
export function releasesDirOf(rootDir: string, env: Env): string {
  const value = env.RELEASES_DIR?.trim();
  if (!value) return join(rootDir, 'releases');
  return isAbsolute(value) ? value : resolve(rootDir, value);
}

/** `mf-forms` and `1.4.0-3f2a9c1` → the URL path of that release's manifest. */
export function releaseManifestPath(folder: string, version: string): string {
  return `/releases/${folder}/${version}/mf-manifest.json`;
}

/**
 * The live registry (`live.json`, written by `npm run remote -- promote|rollback`) as map entries:
 * each remote with a live release → that release's manifest on this server. Every entry must name
 * a release whose folder holds its manifest.
 */
export function parseLiveReleases(value: unknown, source: string, releasesDir: string): Partial<RemotesMap> {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new SiteConfigError(`${source}: expected { "remotes": { "mf-forms": { "version": "…" }, … } }`);
  }
  const byFolder = new Map(REMOTE_NAMES.map((name) => [packageDirOf(name), name]));
  const result: Partial<RemotesMap> = {};
  for (const [folder, entry] of Object.entries(remotes)) {
    const name = byFolder.get(folder);
    if (!name) {
      throw new SiteConfigError(`${source}: unknown remote "${folder}" (known: ${[...byFolder.keys()].join(', ')})`);
    }
    const version: unknown = (entry as { version?: unknown } | null)?.version;
    if (typeof version !== 'string' || !VERSION_SEGMENT.test(version)) {
      throw new SiteConfigError(`${source} → ${folder}: ${JSON.stringify(version)} is not a release version`);
    }
    if (!existsSync(join(releasesDir, folder, version, 'mf-manifest.json'))) {
      throw new SiteConfigError(`${source} → ${folder}: release ${version} has no mf-manifest.json in ${releasesDir}`);
    }
    result[name] = releaseManifestPath(folder, version);
  }
  return result;
}
