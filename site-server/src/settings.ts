// The site server's settings read from its options and the environment: what a URL setting may
// be, where the API is (the site's public origin is read by the API's `siteUrlOf`). A mistake
// stops the start with a message naming the setting (`SiteConfigError`).

export type Env = Record<string, string | undefined>;

/** A configuration mistake the operator must fix; the message says what and where. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/** A path on this origin (`/…`, not `//…`) or an absolute http(s) URL. */
function checkUrl(value: unknown, where: string): string {
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
function isLoopback(hostname: string): boolean {
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

/**
 * `DEV_SHELL_URL`, which `npm run dev` sets: the origin of the shell's development server, from
 * which the development pages load the shell's scripts; with it the site renders the development
 * builds (see `sitePaths`). Null when unset; refused in production, and anywhere but this machine.
 */
export function devShellOriginOf(env: Env): string | null {
  const value = env.DEV_SHELL_URL?.trim();
  if (!value) return null;
  if (env.NODE_ENV === 'production')
    throw new SiteConfigError('DEV_SHELL_URL is for development (npm run dev): production refuses it');
  const origin = originOf(checkRemoteUrl(value, 'DEV_SHELL_URL', false));
  if (origin === null || !isLoopback(new URL(origin).hostname))
    throw new SiteConfigError(`DEV_SHELL_URL: "${value}" must be an absolute URL on this machine`);
  return origin;
}

/** The origin of an absolute URL, null for a same-origin path. */
export function originOf(url: string): string | null {
  return url.startsWith('/') ? null : new URL(url).origin;
}

/** A JSON setting read from `source` (a file or a variable); not JSON is a configuration mistake. */
export function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SiteConfigError(`${source}: not valid JSON (${(error as Error).message})`);
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
