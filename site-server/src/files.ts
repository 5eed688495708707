import { readFile, stat } from 'node:fs/promises';
import type { BuildWatcher } from './build-watcher';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from 'api';
import { NO_STORE, PRIVATE, REVALIDATE, cacheControlFor, etagMatches, etagOf, inlineScriptHashes } from './headers';
import { compressHtml, encoded, SHARED_CACHE, type CachedPage } from './page-cache';

/** What the site's plugins share: reading paths, finding built files, and the plain answers. */

const API_PREFIX = '/api';

/** The path of a raw URL (no query, no hash). */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end < 0 ? raw : raw.slice(0, end);
}

export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(API_PREFIX + '/');
}

export function isRemotesPath(pathname: string): boolean {
  return pathname === '/remotes' || pathname.startsWith('/remotes/');
}

/** Requests for build output (scripts, styles, images, fonts) never get the HTML page. */
const FILE_LIKE = /\.(?:m?js|cjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|wasm)$/i;
export function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/chunks/') || pathname.startsWith('/assets/') || FILE_LIKE.test(pathname);
}

/** A path whose last segment ends in an extension (`/vop.pdf`, `/chunks/1.js`). */
export function hasExtension(pathname: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/** The file under `root` a URL path names, or null (missing, a folder, dot files, `..`, bad encoding). */
export async function findFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const parts = decoded.split('/').filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => part.startsWith('.'))) return null;
  const relative = parts.join('/');
  const info = await stat(join(root, relative)).catch(() => null);
  return info?.isFile() ? relative : null;
}

/**
 * A file of a built app the browser may download: any but its server build (the `server/` folder,
 * code that runs only inside this process, with its database and secrets) and the build's record
 * (`release.json`, which describes that server build), which answer 404.
 */
export async function findServedFile(root: string, urlPath: string): Promise<string | null> {
  const relative = await findFile(root, urlPath);
  if (relative === null || relative === 'server' || relative.startsWith('server/')) return null;
  return relative === 'release.json' ? null : relative;
}

export async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** A plain-text answer that is never cached. */
export function text(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send(body);
}

export function notFoundText(reply: FastifyReply): FastifyReply {
  return text(reply, 404, 'Not found / Nenalezeno\n');
}

/** 503 saying which build is missing and the command that makes it. */
export function notBuilt(reply: FastifyReply, what: string, command: string): FastifyReply {
  return text(
    reply,
    503,
    [
      `Web ještě není sestaven / The site is not built yet`,
      '',
      `${what} has not been built. In the repository root run:`,
      '',
      `    ${command}`,
      '',
      'or `npm start`, which builds whatever is missing before serving. Then reload this page.',
      '',
      `${what} není sestaven. V kořeni repozitáře spusťte \`${command}\` (nebo \`npm start\`) a stránku načtěte znovu.`,
      '',
    ].join('\n'),
  );
}

/** A built file with its Cache-Control (hashed names immutable, the rest revalidated). */
export function sendBuilt(reply: FastifyReply, root: string, relative: string): FastifyReply {
  reply.header('cache-control', cacheControlFor(relative));
  return reply.sendFile('/' + relative, root, { cacheControl: false });
}

/** Put the API base URL into `<meta name="api-base-url">` (added to `<head>` when the page lacks it). */
export function injectApiBaseUrl(html: string, apiBaseUrl: string | null): string {
  if (apiBaseUrl === null) return html;
  const meta = `<meta name="api-base-url" content="${escapeHtml(apiBaseUrl)}" />`;
  const existing = /<meta\s+name=["']api-base-url["'][^>]*>/i;
  if (existing.test(html)) return html.replace(existing, () => meta);
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`);
}

export interface Page {
  html: string;
  /** The page compressed once per change on disk, for clients that accept it. */
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
  scriptHashes: string[];
}

/**
 * An HTML file read into memory with the API base URL injected, and compressed, once: read again
 * when the build watcher saw a change (a read begun before is not kept). Not there, it is looked
 * for again on the next load.
 */
export class HtmlFile {
  private page: Page | null = null;

  constructor(
    private readonly file: string,
    private readonly apiBaseUrl: string | null,
    private readonly watcher: BuildWatcher,
  ) {
    watcher.onChange('files', () => {
      this.page = null;
    });
  }

  async load(): Promise<Page | null> {
    if (this.page) return this.page;
    const changes = this.watcher.changes;
    this.watcher.track(this.file);
    const text = await readFile(this.file, 'utf8').catch(() => null);
    if (text === null) return null;
    const html = injectApiBaseUrl(text, this.apiBaseUrl);
    const page = {
      html,
      brotli: brotliCompressSync(html),
      gzip: gzipSync(html),
      etag: etagOf(html),
      scriptHashes: inlineScriptHashes(html),
    };
    if (changes === this.watcher.changes) this.page = page;
    return page;
  }
}

/** Every HTML answer is revalidated and varies by the compression the client accepts. */
function htmlHeaders(reply: FastifyReply, status: number): void {
  reply
    .code(status)
    .header('cache-control', REVALIDATE)
    .type('text/html; charset=utf-8')
    .header('vary', 'accept-encoding');
}

/** An HTML page, revalidated; a 200 carries its ETag and answers 304 when it matches. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number): FastifyReply {
  htmlHeaders(reply, status);
  if (status === 200) {
    reply.header('etag', page.etag);
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * A page rendered for this one request, never cached by the browser without asking (and by no cache
 * at all when `isPrivate`: it holds a logged-in user's data); compressed for
 * a client that accepts it.
 */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status: number,
  isPrivate = false,
): Promise<FastifyReply> {
  htmlHeaders(reply, status);
  if (isPrivate) reply.header('cache-control', PRIVATE);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  return reply.header('content-encoding', encoding).send(await compressHtml(html, encoding));
}

/**
 * A page the same for every visitor with these markup cookies (see page-cache.ts): a shared cache
 * in front may keep it for as long as this server does, one copy per cookie header; its
 * compressed bodies are made once per cached page.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  status: number,
): Promise<FastifyReply> {
  htmlHeaders(reply, status);
  reply.header('cache-control', SHARED_CACHE).header('vary', 'accept-encoding, cookie');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) return reply.header('content-encoding', encoding).send(await encoded(page, encoding));
  return reply.send(page.html);
}

/**
 * The compression a client accepts, brotli first, from its Accept-Encoding (`q=0` refuses one;
 * `*` accepts any).
 */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}
