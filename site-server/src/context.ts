import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { RemotesSource } from './remotes-source';
import { apiBaseUrlOf, devShellOriginOf, originOf, SiteConfigError, type Env } from './settings';
import { sitePaths, type SitePaths } from './site-paths';
import { siteUrlSetting, type ContentChanges, type Readiness } from 'api';
import { contentSecurityPolicy } from './headers';
import { Previews } from './preview';
import { BuildWatcher } from './build-watcher';

export interface SiteOptions {
  /** The repository root: `shell/dist` and each `mf-<name>/dist` are found under it. */
  rootDir: string;
  /** Remote name → manifest URL entries of `/remotes.json` (below the file and env overrides). */
  remotes?: Record<string, string>;
  /** Where the front end finds the API; default `API_BASE_URL`, else this origin. */
  apiBaseUrl?: string;
  /** The site's public origin for absolute URLs; default `SITE_URL`, else the request's origin. */
  siteUrl?: string;
  /** Environment read for REMOTES_FILE, REMOTES_JSON, REMOTE_<NAME>_URL, RELEASES_DIR, API_BASE_URL, SITE_URL, DEV_SHELL_URL; default process.env. */
  env?: Env;
  /** Folder of `vop.pdf` and `embed/`; default this package's `assets/`. */
  assetsDir?: string;
  /**
   * Content changes (a write through the API, here or in another instance on the database): every
   * cached page is forgotten on each. Without it (the site served alone), cached pages live out their
   * time or until the builds change.
   */
  changes?: Pick<ContentChanges, 'subscribe'>;
  /** Where the site says whether it can serve (`builds`, in `GET /api/ready`); without it, nowhere. */
  readiness?: Pick<Readiness, 'add'>;
}

/** What the site's plugins share, built once from the options. */
export interface SiteContext {
  rootDir: string;
  paths: SitePaths;
  /** The one watcher of the builds, the releases and the remotes configuration. */
  watcher: BuildWatcher;
  /** The live remote name → manifest URL map of `/remotes.json`. */
  remotes: RemotesSource;
  /** Which releases a browser may preview, and which one a request previews. */
  previews: Previews;
  /** Injected into the HTML pages; null: the front end uses this origin. */
  apiBaseUrl: string | null;
  /** The public origin of the site (`SITE_URL`); null: each request's own. */
  siteUrl: string | null;
  /**
   * Development (`npm run dev`): the origin of the shell's development server (`DEV_SHELL_URL`).
   * The pages are then rendered from the development builds, every remote's server code from its
   * own, whatever origin browsers load the remote from. Null otherwise.
   */
  devShellOrigin: string | null;
  /** The Content-Security-Policy of an answer, allowing these inline script hashes. */
  policy(scriptHashes?: string[]): string;
}

export function createSiteContext(options: SiteOptions, log: FastifyBaseLogger): SiteContext {
  const env = options.env ?? process.env;
  const watcher = new BuildWatcher({ log });
  const remotes = new RemotesSource({
    rootDir: options.rootDir,
    remotes: options.remotes,
    env,
    watcher,
    warn: (message) => log.warn(message),
  });
  const apiBaseUrl = apiBaseUrlOf(options.apiBaseUrl, env);
  const siteUrl = siteUrlSetting(options.siteUrl, env);
  const devShellOrigin = devShellOriginOf(env);
  // Absolute URLs (sitemap, robots.txt, canonical and hreflang links) taken from a request could be
  // forged by one header and kept by a shared cache: a production server knows its own origin.
  if (!siteUrl && env.NODE_ENV === 'production') {
    throw new SiteConfigError(
      'SITE_URL must be set in production: the public origin of the site, such as https://www.example.cz',
    );
  }
  const apiOrigin = apiBaseUrl ? originOf(apiBaseUrl) : null;
  return {
    rootDir: options.rootDir,
    paths: sitePaths(options.rootDir, options.assetsDir, remotes, devShellOrigin !== null),
    watcher,
    remotes,
    previews: new Previews(options.rootDir, remotes.releasesDir, watcher),
    apiBaseUrl,
    siteUrl,
    devShellOrigin,
    // The shell's development server serves its scripts like a remote's serves the remote's.
    policy: (scriptHashes = []) =>
      contentSecurityPolicy({
        remoteOrigins: devShellOrigin ? [...remotes.foreignOrigins(), devShellOrigin] : remotes.foreignOrigins(),
        apiOrigin,
        scriptHashes,
      }),
  };
}

/**
 * The origin absolute URLs of an answer use: the configured public origin, else (outside production)
 * the request's own Host header — never X-Forwarded-Host, which a shared cache does not key on.
 */
export function publicOrigin(siteUrl: string | null, request: FastifyRequest): string {
  return siteUrl ?? `http://${request.headers.host ?? '127.0.0.1'}`;
}
