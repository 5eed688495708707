import { readFileSync, statSync } from 'node:fs';
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

/** The origin of an absolute URL, null for a same-origin path. */
export function originOf(url: string): string | null {
  return url.startsWith('/') ? null : new URL(url).origin;
}

/** Validate a `{ remote name: manifest URL }` object from one source. Unknown names are errors (typos). */
export function parseRemotesObject(value: unknown, source: string): Partial<RemotesMap> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SiteConfigError(`${source}: expected a JSON object { "mf_forms": "<manifest URL>", … }`);
  }
  const result: Partial<RemotesMap> = {};
  for (const [key, url] of Object.entries(value)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(key)) {
      throw new SiteConfigError(`${source}: unknown remote "${key}" (known: ${REMOTE_NAMES.join(', ')})`);
    }
    result[key as RemoteName] = checkUrl(url, `${source} → ${key}`);
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
  /** How often (ms) the file of REMOTES_FILE is checked for changes; 0 checks on every read. */
  recheckMs?: number;
  warn?: (message: string) => void;
}

/**
 * The remote name → manifest URL map of `/remotes.json`. Layers, later wins:
 * defaults (this server's `/remotes/<package>/mf-manifest.json`) → `options.remotes` → the JSON
 * file named by `REMOTES_FILE` (relative to the repository root; re-read when it changes, so a
 * remote can be re-pointed without a restart) → `REMOTES_JSON` → `REMOTE_<NAME>_URL`.
 * Every mistake is reported at start-up; a file broken later keeps the last good map.
 */
export class RemotesSource {
  private readonly base: Partial<RemotesMap>;
  private readonly top: Partial<RemotesMap>;
  private readonly file: string | null;
  private readonly recheckMs: number;
  private readonly warn: (message: string) => void;
  private fileLayer: Partial<RemotesMap> = {};
  private fileStamp = '';
  private checkedAt = 0;
  private merged: RemotesMap;

  constructor(options: RemotesSourceOptions) {
    const { env } = options;
    this.recheckMs = options.recheckMs ?? 1000;
    this.warn = options.warn ?? (() => undefined);
    this.base = {
      ...defaultRemotes(),
      ...(options.remotes ? parseRemotesObject(options.remotes, 'options.remotes') : {}),
    };

    const fileVar = env.REMOTES_FILE?.trim();
    this.file = fileVar ? (isAbsolute(fileVar) ? fileVar : resolve(options.rootDir, fileVar)) : null;

    const top: Partial<RemotesMap> = {};
    const json = env.REMOTES_JSON?.trim();
    if (json) Object.assign(top, parseRemotesObject(parseJson(json, 'REMOTES_JSON'), 'REMOTES_JSON'));
    for (const name of REMOTE_NAMES) {
      const value = env[envVarOf(name)]?.trim();
      if (value) top[name] = checkUrl(value, envVarOf(name));
    }
    this.top = top;

    if (this.file) {
      const stamp = this.stampOf(this.file);
      if (stamp === null) throw new SiteConfigError(`REMOTES_FILE: ${this.file} does not exist`);
      this.fileLayer = this.readFile(this.file);
      this.fileStamp = stamp;
      this.checkedAt = Date.now();
    }
    this.merged = this.merge();
  }

  /** The current map; re-reads REMOTES_FILE when it changed. */
  current(): RemotesMap {
    if (this.file && Date.now() - this.checkedAt >= this.recheckMs) {
      this.checkedAt = Date.now();
      const stamp = this.stampOf(this.file);
      if (stamp === null) {
        if (this.fileStamp !== 'missing')
          this.warn(`REMOTES_FILE ${this.file} disappeared; keeping the last good remotes`);
        this.fileStamp = 'missing';
      } else if (stamp !== this.fileStamp) {
        this.fileStamp = stamp;
        try {
          this.fileLayer = this.readFile(this.file);
          this.merged = this.merge();
        } catch (error) {
          this.warn(`${(error as Error).message}; keeping the last good remotes`);
        }
      }
    }
    return this.merged;
  }

  /** Origins other than this server's that the configuration points at. */
  foreignOrigins(): string[] {
    return uniqueOrigins(Object.values(this.current()));
  }

  private merge(): RemotesMap {
    return { ...defaultRemotes(), ...this.base, ...this.fileLayer, ...this.top };
  }

  private stampOf(file: string): string | null {
    try {
      const info = statSync(file);
      return `${info.mtimeMs}:${info.size}`;
    } catch {
      return null;
    }
  }

  private readFile(file: string): Partial<RemotesMap> {
    const source = `REMOTES_FILE ${file}`;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new SiteConfigError(`${source}: cannot be read (${(error as Error).message})`);
    }
    return parseRemotesObject(parseJson(text, source), source);
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
  remoteDist(name: RemoteName): string;
  assetsDir: string;
}

export function sitePaths(rootDir: string, assetsDir?: string): SitePaths {
  return {
    shellDist: join(rootDir, 'shell', 'dist'),
    remoteDist: (name) => join(rootDir, packageDirOf(name), 'dist'),
    assetsDir: assetsDir ?? join(rootDir, 'api', 'assets'),
  };
}
