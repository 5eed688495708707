import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { REMOTE_NAMES, remoteOf, type RemoteName } from './from-shared';

export type RemotesMap = Record<RemoteName, string>;
export type Env = Record<string, string | undefined>;

/** A configuration mistake the operator must fix; the message says what and where. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/** `mf_forms` → `mf-forms`: the package folder and the path segment under `/remotes/`. */
export function packageDirOf(name: RemoteName): string {
  return remoteOf(name).folder;
}

/** `mf_forms` → `REMOTE_MF_FORMS_URL`. */
export function envVarOf(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** Every remote served by this server from its own `dist/`. */
export function defaultRemotes(): RemotesMap {
  const map = {} as RemotesMap;
  for (const name of REMOTE_NAMES) map[name] = `/remotes/${packageDirOf(name)}/mf-manifest.json`;
  return map;
}

/** A path on this origin (`/…`, not `//…`) or an absolute http(s) URL. */
export function checkUrl(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SiteConfigError(`${where}: expected a URL string, got ${JSON.stringify(value)}`);
  }
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SiteConfigError(`${where}: "${url}" is neither a path starting with / nor an absolute URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new SiteConfigError(`${where}: "${url}" must use http or https`);
  }
  return url;
}

/** Whether a host name is this machine: `localhost`, `127.x.x.x` or `::1`. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * A remote's manifest URL: a path on this origin or an absolute http(s) URL, as `checkUrl`; but
 * plain http, on which anyone on the way can change the code the browsers run, only to this machine
 * (the development servers) and never in production.
 */
export function checkRemoteUrl(value: unknown, where: string, production: boolean): string {
  const url = checkUrl(value, where);
  if (url.startsWith('/')) return url;
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:') return url;
  if (production)
    throw new SiteConfigError(
      `${where}: "${url}" uses plain http, which production refuses for a remote (its code would travel unprotected): use https`,
    );
  if (!isLoopback(hostname))
    throw new SiteConfigError(
      `${where}: "${url}" uses plain http to another machine: use https (plain http is for this machine only, outside production)`,
    );
  return url;
}

/** The origin of an absolute URL, null for a same-origin path. */
export function originOf(url: string): string | null {
  return url.startsWith('/') ? null : new URL(url).origin;
}

/**
 * Validate a `{ remote name: manifest URL }` object from one source. Unknown names are errors
 * (typos); so is plain http in production, or to another machine (see `checkRemoteUrl`).
 */
export function parseRemotesObject(value: unknown, source: string, production = false): Partial<RemotesMap> {
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

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SiteConfigError(`${source}: not valid JSON (${(error as Error).message})`);
  }
}

export interface RemotesSourceOptions {
  rootDir: string;
  remotes?: Record<string, string> | undefined;
  env: Env;
  /** How often (ms) the files of REMOTES_FILE and the live registry are checked for changes; 0 checks on every read. */
  recheckMs?: number;
  warn?: (message: string) => void;
}

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

/**
 * A JSON file read again (at most once per `recheckMs`) when its size or time changes. A file
 * that breaks or disappears later keeps the last good value, with a warning.
 */
class WatchedFile<T> {
  private stamp: string;
  private checkedAt = Date.now();

  constructor(
    private readonly file: string,
    private readonly label: string,
    private readonly parse: (value: unknown, source: string) => T,
    public value: T,
    private readonly recheckMs: number,
    private readonly warn: (message: string) => void,
  ) {
    this.stamp = stampOf(file) ?? 'missing';
    if (this.stamp !== 'missing') this.value = this.read();
  }

  get exists(): boolean {
    return this.stamp !== 'missing';
  }

  /** Whether the value changed since the last call. */
  changed(): boolean {
    if (Date.now() - this.checkedAt < this.recheckMs) return false;
    this.checkedAt = Date.now();
    const stamp = stampOf(this.file);
    if (stamp === null) {
      if (this.stamp !== 'missing') this.warn(`${this.label} ${this.file} disappeared; keeping the last good remotes`);
      this.stamp = 'missing';
      return false;
    }
    if (stamp === this.stamp) return false;
    this.stamp = stamp;
    try {
      this.value = this.read();
      return true;
    } catch (error) {
      this.warn(`${(error as Error).message}; keeping the last good remotes`);
      return false;
    }
  }

  private read(): T {
    const source = `${this.label} ${this.file}`;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      throw new SiteConfigError(`${source}: cannot be read (${(error as Error).message})`);
    }
    return this.parse(parseJson(text, source), source);
  }
}

function stampOf(file: string): string | null {
  try {
    const info = statSync(file);
    return `${info.mtimeMs}:${info.size}`;
  } catch {
    return null;
  }
}

/**
 * The remote name → manifest URL map of `/remotes.json`. Layers, later wins:
 * defaults (this server's `/remotes/<package>/mf-manifest.json`) → the live releases of the
 * registry (`<releases>/live.json`: `/releases/<package>/<version>/mf-manifest.json`) →
 * `options.remotes` → the JSON file named by `REMOTES_FILE` (relative to the repository root) →
 * `REMOTES_JSON` → `REMOTE_<NAME>_URL`. The two files are re-read when they change (checked once a
 * second), so a remote can be promoted, rolled back or re-pointed without a restart. Every mistake
 * is reported at start-up; a file broken later keeps the last good map.
 */
export class RemotesSource {
  /** Where the releases and the live registry are. */
  readonly releasesDir: string;
  private readonly base: Partial<RemotesMap>;
  private readonly top: Partial<RemotesMap>;
  private readonly file: WatchedFile<Partial<RemotesMap>> | null;
  private readonly live: WatchedFile<Partial<RemotesMap>>;
  private readonly warn: (message: string) => void;
  private merged: RemotesMap;

  constructor(options: RemotesSourceOptions) {
    const { env } = options;
    const recheckMs = options.recheckMs ?? 1000;
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
      this.file = new WatchedFile(path, 'REMOTES_FILE', parse, {}, recheckMs, this.warn);
      if (!this.file.exists) throw new SiteConfigError(`REMOTES_FILE: ${path} does not exist`);
    } else {
      this.file = null;
    }
    this.releasesDir = releasesDirOf(options.rootDir, env);
    const releasesDir = this.releasesDir;
    this.live = new WatchedFile(
      join(releasesDir, LIVE_FILE),
      'the live registry',
      (value: unknown, source: string) => parseLiveReleases(value, source, releasesDir),
      {},
      recheckMs,
      this.warn,
    );
    this.merged = this.merge();
  }

  /** The current map; re-reads REMOTES_FILE and the live registry when they changed. */
  current(): RemotesMap {
    // Both are checked: neither change may wait for the other's.
    const fileChanged = this.file?.changed() ?? false;
    const liveChanged = this.live.changed();
    if (fileChanged || liveChanged) this.merged = this.merge();
    return this.merged;
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

export function uniqueOrigins(urls: Iterable<string | null | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    const origin = url ? originOf(url) : null;
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/** `options.apiBaseUrl`, else `API_BASE_URL`; null when the API is on this origin. */
export function apiBaseUrlOf(option: string | undefined, env: Env): string | null {
  const value = (option ?? env.API_BASE_URL ?? '').trim();
  return value ? checkUrl(value, option !== undefined ? 'options.apiBaseUrl' : 'API_BASE_URL') : null;
}

/**
 * `options.siteUrl`, else `SITE_URL`: the site's public origin (`https://www.example.cz`), which
 * absolute URLs (sitemap, robots.txt, canonical, hreflang, Open Graph, structured data) use instead
 * of the origin the request came to — behind a proxy that one is the proxy's upstream address.
 * Null when unset. Only an http(s) origin is accepted: a path, query or credentials are a mistake.
 */
export function siteUrlOf(option: string | undefined, env: Env): string | null {
  const where = option !== undefined ? 'options.siteUrl' : 'SITE_URL';
  const value = (option ?? env.SITE_URL ?? '').trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteConfigError(`${where}: "${value}" is not an absolute URL such as https://www.example.cz`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteConfigError(`${where}: "${value}" must use http or https`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new SiteConfigError(`${where}: "${value}" must be an origin only (scheme, host and port), without a path`);
  }
  return url.origin;
}

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

export function sitePaths(rootDir: string, assetsDir?: string, remotes?: RemotesSource): SitePaths {
  const byFolder = new Map(REMOTE_NAMES.map((name) => [packageDirOf(name), name]));
  const packageDist = (name: RemoteName) => join(rootDir, packageDirOf(name), 'dist');
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
    shellDist: join(rootDir, 'shell', 'dist'),
    packageDist,
    remoteDist: (name) => {
      const url = remotes?.current()[name];
      const place = url?.startsWith('/') ? builtFileOf(url.replace(/[?#].*$/s, '')) : null;
      return place?.root ?? packageDist(name);
    },
    releasesDir,
    builtFileOf,
    assetsDir: assetsDir ?? join(rootDir, 'api', 'assets'),
  };
}
