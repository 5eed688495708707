import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RemotesSource, apiBaseUrlOf, originOf, packageDirOf, sitePaths, type Env } from './config';
import {
  NO_STORE,
  REVALIDATE,
  cacheControlFor,
  contentSecurityPolicy,
  etagMatches,
  etagOf,
  inlineScriptHashes,
} from './headers';
import { REMOTE_NAMES, type STATIC_PATHS, matchRoute, type RemoteName } from './routes';

export interface SiteOptions {
  /** The repository root: `shell/dist`, each `mf-<name>/dist` and `api/assets` are found under it. */
  rootDir: string;
  /** Remote name → manifest URL entries of `/remotes.json` (below the file and env overrides). */
  remotes?: Record<string, string>;
  /** Where the front end finds the API; default `API_BASE_URL`, else this origin. */
  apiBaseUrl?: string;
  /** Environment read for REMOTES_FILE, REMOTES_JSON, REMOTE_<NAME>_URL, API_BASE_URL; default process.env. */
  env?: Env;
  /** Folder of `vop.pdf` and `embed/`; default `<rootDir>/api/assets`. */
  assetsDir?: string;
}

const API_PREFIX = '/api';

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end < 0 ? raw : raw.slice(0, end);
}

function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(API_PREFIX + '/');
}

function isRemotesPath(pathname: string): boolean {
  return pathname === '/remotes' || pathname.startsWith('/remotes/');
}

/** Requests for build output (scripts, styles, images, fonts) never get the HTML page. */
const FILE_LIKE = /\.(?:m?js|cjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|wasm)$/i;
function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/chunks/') || pathname.startsWith('/assets/') || FILE_LIKE.test(pathname);
}

/** The file under `root` a URL path names, or null (missing, a folder, dot files, `..`, bad encoding). */
async function findFile(root: string, urlPath: string): Promise<string | null> {
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

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

function text(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send(body);
}

function notBuilt(reply: FastifyReply, what: string, command: string): FastifyReply {
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

/** Attribute-safe text. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Put the API base URL into `<meta name="api-base-url">` (added to `<head>` when the page lacks it). */
export function injectApiBaseUrl(html: string, apiBaseUrl: string | null): string {
  if (apiBaseUrl === null) return html;
  const meta = `<meta name="api-base-url" content="${escapeAttribute(apiBaseUrl)}" />`;
  const existing = /<meta\s+name=["']api-base-url["'][^>]*>/i;
  if (existing.test(html)) return html.replace(existing, () => meta);
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`);
}

interface Page {
  html: string;
  etag: string;
  scriptHashes: string[];
}

/** An HTML file read into memory (once per change on disk) with the API base URL injected. */
class HtmlFile {
  private stamp = '';
  private page: Page | null = null;

  constructor(
    private readonly file: string,
    private readonly apiBaseUrl: string | null,
  ) {}

  async load(): Promise<Page | null> {
    const info = await stat(this.file).catch(() => null);
    if (!info?.isFile()) return null;
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (this.page === null || stamp !== this.stamp) {
      const html = injectApiBaseUrl(await readFile(this.file, 'utf8'), this.apiBaseUrl);
      this.page = { html, etag: etagOf(html), scriptHashes: inlineScriptHashes(html) };
      this.stamp = stamp;
    }
    return this.page;
  }
}

const site: FastifyPluginAsync<SiteOptions> = async (app, options) => {
  const env = options.env ?? process.env;
  const paths = sitePaths(options.rootDir, options.assetsDir);
  const remotes = new RemotesSource({
    rootDir: options.rootDir,
    remotes: options.remotes,
    env,
    warn: (message) => app.log.warn(message),
  });
  const apiBaseUrl = apiBaseUrlOf(options.apiBaseUrl, env);
  const apiOrigin = apiBaseUrl ? originOf(apiBaseUrl) : null;
  const policy = (scriptHashes: string[] = []) =>
    contentSecurityPolicy({ remoteOrigins: remotes.foreignOrigins(), apiOrigin, scriptHashes });

  // Security headers on every response of the application (this plugin is not encapsulated).
  await app.register(helmet, {
    // Built per response below: it follows the live remotes configuration, and the embed page adds
    // the hash of its inline script.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy());
  });

  // `/kontakt/?a=1` → 301 `/kontakt?a=1` (the browser keeps the hash). The API's paths are its own.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.raw.url ?? '/';
    const pathname = pathOf(url);
    if (pathname.length <= 1 || !pathname.endsWith('/') || isApiPath(pathname)) return;
    // Leading slashes collapse too: `//evil.example/` must not become a protocol-relative redirect.
    const target = '/' + pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '');
    reply.header('cache-control', 'public, max-age=3600');
    await reply.redirect(target + url.slice(pathname.length), 301);
    return reply;
  });

  // Files and pages, encapsulated so `reply.sendFile` stays private to the site.
  await app.register(async (scope: FastifyInstance) => {
    await scope.register(fastifyStatic, {
      root: options.rootDir,
      serve: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      dotfiles: 'deny',
      index: false,
    });

    const shellIndex = new HtmlFile(join(paths.shellDist, 'index.html'), apiBaseUrl);
    const embedPage = new HtmlFile(join(paths.assetsDir, 'embed', 'enquiry.html'), apiBaseUrl);

    function sendBuilt(reply: FastifyReply, root: string, relative: string): FastifyReply {
      reply.header('cache-control', cacheControlFor(relative));
      return reply.sendFile('/' + relative, root, { cacheControl: false });
    }

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number): FastifyReply {
      reply.code(status).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
      if (status === 200) {
        reply.header('etag', page.etag);
        if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      }
      return reply.send(page.html);
    }

    function allowCrossOrigin(reply: FastifyReply): void {
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-expose-headers', 'ETag, Content-Length')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('timing-allow-origin', '*');
    }

    const staticRoutes: Record<
      (typeof STATIC_PATHS)[number],
      (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>
    > = {
      '/remotes.json': async (request, reply) => {
        const body = JSON.stringify(remotes.current(), null, 2) + '\n';
        const etag = etagOf(body);
        reply.header('cache-control', REVALIDATE).header('etag', etag).type('application/json; charset=utf-8');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.send(body);
      },
      '/vop.pdf': async (_request, reply) => {
        if (!(await exists(join(paths.assetsDir, 'vop.pdf')))) {
          return notBuilt(reply, 'The terms document (api/assets/vop.pdf)', 'node tools/make-vop-pdf.mjs');
        }
        reply.header('content-disposition', 'attachment; filename="vop.pdf"').header('cache-control', REVALIDATE);
        return reply.sendFile('/vop.pdf', paths.assetsDir, { cacheControl: false });
      },
      '/embed/enquiry.html': async (request, reply) => {
        const page = await embedPage.load();
        if (!page) return text(reply, 404, 'Not found / Nenalezeno\n');
        // The page's own inline script is allowed by its hash; nothing else inline runs.
        reply.header('content-security-policy', policy(page.scriptHashes));
        return sendPage(request, reply, page, 200);
      },
    };
    for (const [path, handler] of Object.entries(staticRoutes)) scope.get(path, handler);

    const remoteByDir = new Map<string, RemoteName>(REMOTE_NAMES.map((name) => [packageDirOf(name), name]));

    // Each remote's build under /remotes/<package>/, loadable from any origin (integrators' pages).
    scope.get('/remotes/:remote/*', async (request, reply) => {
      allowCrossOrigin(reply);
      const [, , dir = '', ...rest] = pathOf(request.raw.url).split('/');
      const name = remoteByDir.get(dir);
      if (!name) return text(reply, 404, `Unknown remote "${dir}". Known: ${[...remoteByDir.keys()].join(', ')}\n`);
      const dist = paths.remoteDist(name);
      const relative = await findFile(dist, rest.join('/'));
      if (relative) return sendBuilt(reply, dist, relative);
      if (!(await exists(join(dist, 'remoteEntry.js'))))
        return notBuilt(reply, `The remote ${dir}`, `npm run build -w ${dir}`);
      return text(reply, 404, 'Not found / Nenalezeno\n');
    });
    scope.options('/remotes/*', async (_request, reply) => {
      allowCrossOrigin(reply);
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', '*')
        .header('access-control-max-age', '86400')
        .send();
    });

    // Everything no route claims: the shell's files, then the page (known route 200, unknown 404).
    scope.setNotFoundHandler(async (request, reply) => {
      const pathname = pathOf(request.raw.url);
      if (isApiPath(pathname)) {
        // Only reached when the API is not registered; its own not-found handler answers otherwise.
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'not_found', message: `No API endpoint ${request.method} ${pathname}` });
      }
      if (isRemotesPath(pathname)) {
        allowCrossOrigin(reply);
        return text(reply, 404, 'Not found / Nenalezeno\n');
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return text(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed\n');
      }
      if (pathname !== '/index.html') {
        const relative = await findFile(paths.shellDist, pathname);
        if (relative) return sendBuilt(reply, paths.shellDist, relative);
      }
      const index = await shellIndex.load();
      if (!index) return notBuilt(reply, 'The shell (shell/dist)', 'npm run build');
      if (matchRoute(pathname)) return sendPage(request, reply, index, 200);
      if (looksLikeFile(pathname)) return text(reply, 404, 'Not found / Nenalezeno\n');
      // The shell renders 'Stránka nenalezena' / 'This page could not be found' for this path.
      return sendPage(request, reply, index, 404);
    });
  });
};

/** The built site: shell, remotes, `/remotes.json`, `/vop.pdf`, the embed example, headers, 301 and 404. */
export const sitePlugin = fp(site, { name: 'site', fastify: '5.x' });
