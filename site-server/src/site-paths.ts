import { join } from 'node:path';
import { packageDir } from 'api';
import { packageDirOf, REMOTE_NAMES, type RemoteName } from './from-shared';
import { releasesDirOf, VERSION_SEGMENT } from './live-releases';
import type { RemotesSource } from './remotes-source';

/** The site server's package (`<repository>/site-server`), from its sources or its build. */
export const SITE_SERVER_DIR = packageDir(__dirname);

export interface SitePaths {
  shellDist: string;
  /** A remote's own build, `<package>/dist`: what `/remotes/<package>/` serves. */
  packageDist(name: RemoteName): string;
  /**
   * The build of a remote that pages use now: the folder behind its manifest URL in the live map
   * (a release's folder when one is live, else its own build).
   */
  remoteDist(name: RemoteName): string;
  /** Where the releases are (`<releases>/<package>/<version>/`). */
  releasesDir: string;
  /**
   * The build folder and the path in it that a URL path of this site's remotes names:
   * `/remotes/<package>/<path>` (the remote's own build) or `/releases/<package>/<version>/<path>`
   * (a release); null for any other path. The path is not checked for existence.
   */
  builtFileOf(pathname: string): { root: string; path: string } | null;
  assetsDir: string;
}

/**
 * Where the builds are. `development` (`npm run dev`): the development builds its dev servers write
 * into each app's `dist/.dev/` (the shell's page and every app's server build), never the
 * production builds beside them.
 */
export function sitePaths(
  rootDir: string,
  assetsDir?: string,
  remotes?: RemotesSource,
  development = false,
): SitePaths {
  const builds = development ? join('dist', '.dev') : 'dist';
  const byFolder = new Map(REMOTE_NAMES.map((name) => [packageDirOf(name), name]));
  const packageDist = (name: RemoteName) => join(rootDir, packageDirOf(name), builds);
  const releasesDir = remotes?.releasesDir ?? releasesDirOf(rootDir, {});
  const builtFileOf = (pathname: string) => {
    const [, root, folder = '', ...rest] = pathname.split('/');
    const name = byFolder.get(folder);
    if (!name) return null;
    if (root === 'remotes') return { root: packageDist(name), path: rest.join('/') };
    const [version = '', ...path] = rest;
    if (root === 'releases' && VERSION_SEGMENT.test(version))
      return { root: join(releasesDir, folder, version), path: path.join('/') };
    return null;
  };
  return {
    shellDist: join(rootDir, 'shell', builds),
    packageDist,
    remoteDist: (name) => {
      const url = remotes?.current()[name];
      const place = url?.startsWith('/') ? builtFileOf(url.replace(/[?#].*$/s, '')) : null;
      return place?.root ?? packageDist(name);
    },
    releasesDir,
    builtFileOf,
    assetsDir: assetsDir ?? join(SITE_SERVER_DIR, 'assets'),
  };
}
