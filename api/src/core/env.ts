/** The server's settings from the environment, and defaults that depend on NODE_ENV (`npm start` runs with NODE_ENV=production). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './paths';

type Env = Record<string, string | undefined>;

/** The repository's `.env`: `npm start` and the API's commands read it (`.env.example` lists every setting). */
export const ENV_FILE = join(ROOT_DIR, '.env');

/**
 * Reads `file` into the environment when it exists: a variable the environment already has keeps
 * its value, so the environment wins over the file. Whether there was a file.
 */
export function loadEnvFile(file: string = ENV_FILE): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/**
 * Whether the demo user and vouchers are seeded: in production only with SEED_DEMO=1; elsewhere
 * unless SEED_DEMO=0.
 */
export function demoSeedEnabled(env: Env = process.env): boolean {
  if (env.SEED_DEMO === '1') return true;
  if (env.SEED_DEMO === '0') return false;
  return env.NODE_ENV !== 'production';
}

/**
 * Whether /api/docs (UI and OpenAPI JSON) is served: API_DOCS=1, or not in production (where
 * API_DOCS=0 turns them off). The demo data of a trial (SEED_DEMO=1) does not open them: a
 * production server shows its API's description only when the operator asks for it.
 */
export function apiDocsEnabled(env: Env = process.env): boolean {
  if (env.API_DOCS === '1') return true;
  if (env.API_DOCS === '0') return false;
  return env.NODE_ENV !== 'production';
}

/**
 * A whole-number setting (0 or more) from the environment: undefined when unset or empty; anything
 * else that is not a plain whole number stops the start-up with the setting's name, so that a typo
 * never turns a limit off (a limit compared with NaN never holds).
 */
export function wholeNumberSetting(name: string, env: Env = process.env): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw new Error(`${name} must be a whole number (0 or more), not "${env[name]}"`);
  return Number(raw);
}

/** A port setting: `fallback` when unset or empty; anything but a port number (1–65535) stops the start-up with the setting's name. */
export function portSetting(name: string, fallback: number, env: Env = process.env): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65_535)) throw new Error(`${name} must be a port number (1–65535), not "${env[name]}"`);
  return port;
}

/**
 * `options.siteUrl`, else `SITE_URL`: the site's public origin (`https://www.example.cz`), which
 * absolute URLs (sitemap, robots.txt, canonical, hreflang, Open Graph, structured data) use instead
 * of the origin the request came to — behind a proxy that one is the proxy's upstream address.
 * Null when unset. Only an http(s) origin is accepted: a path, query or credentials are a mistake.
 */
export function siteUrlSetting(option: string | undefined, env: Env = process.env): string | null {
  const where = option !== undefined ? 'options.siteUrl' : 'SITE_URL';
  const value = (option ?? env.SITE_URL ?? '').trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${where}: "${value}" is not an absolute URL such as https://www.example.cz`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${where}: "${value}" must use http or https`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`${where}: "${value}" must be an origin only (scheme, host and port), without a path`);
  }
  return url.origin;
}
