import { createHash } from 'node:crypto';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NO_STORE = 'no-store';
/** A page for one logged-in user (or an answer that depends on their session): kept by no cache. */
export const PRIVATE = 'private, no-store';

/** A file name carrying webpack's 8-hex content hash: `chunks/445.b7aa141d.js`, `assets/logo.0a1b2c3d.svg`. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/**
 * Cache-Control of a built file. Hashed names never change content: cached for a year, immutable.
 * Everything else (HTML, the entries `main.js` and `remoteEntry.js`, `mf-manifest.json`,
 * `mf-stats.json`, licence notes) keeps its name across builds: revalidated on every use (ETag).
 */
export function cacheControlFor(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

/** A strong ETag of an in-memory body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names the ETag (weak comparison, lists and `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

export interface CspSources {
  /** Origins of remotes configured elsewhere (scripts, manifests, their images, fonts and CSS). */
  remoteOrigins: string[];
  /** Origin of the API when API_BASE_URL points elsewhere (requests and images it serves). */
  apiOrigin: string | null;
  /** `'sha256-…'` sources of inline scripts on the page being answered. */
  scriptHashes?: string[];
}

/**
 * The Content-Security-Policy of every response: scripts and requests from this origin and from
 * any origin the configuration puts a remote or the API on; inline styles (a rendered page carries
 * its stylesheets in `<style>` elements of its head, style-loader injects them in development, and
 * components set `style` attributes, which a hash could not allow); images from those origins and
 * `data:`; no plugins, no framing by others.
 */
export function contentSecurityPolicy({ remoteOrigins, apiOrigin, scriptHashes = [] }: CspSources): string {
  const self = "'self'";
  const api = apiOrigin ? [apiOrigin] : [];
  // A development server on this machine (plain http, which production refuses for a remote) sends
  // its live updates over a WebSocket on its own origin.
  const sockets = remoteOrigins
    .filter((origin) => origin.startsWith('http://'))
    .map((origin) => `ws${origin.slice(4)}`);
  const directives: Array<[string, string[]]> = [
    ['default-src', [self]],
    ['script-src', [self, ...remoteOrigins, ...scriptHashes]],
    ['script-src-attr', ["'none'"]],
    ['style-src', [self, "'unsafe-inline'", ...remoteOrigins]],
    ['img-src', [self, 'data:', ...remoteOrigins, ...api]],
    ['font-src', [self, 'data:', ...remoteOrigins]],
    ['connect-src', [self, ...remoteOrigins, ...sockets, ...api]],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    ['frame-ancestors', [self]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** `'sha256-…'` CSP sources of the inline `<script>` elements of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
