import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SiteContext } from './context';
import { exists, findServedFile, notBuilt, notFoundText, pathOf, sendBuilt, text } from './files';
import { IMMUTABLE, PRIVATE, REVALIDATE, etagMatches, etagOf } from './headers';
import { REMOTE_NAMES } from './from-shared';
import { packageDirOf } from './from-shared';
import { previewCookieDeletion, withPreview } from './preview';
import { appendCookie } from 'api';

/** The live remotes map (in the route table's STATIC_PATHS). */
export const REMOTES_MAP_PATH = '/remotes.json';

/** Remote files are loadable from any origin (integrators' pages). */
export function allowCrossOrigin(reply: FastifyReply): void {
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'ETag, Content-Length')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('timing-allow-origin', '*');
}

/**
 * The remotes: `/remotes.json` (the live name → manifest URL map, revalidated; a browser with a
 * preview gets the preview's release in it, privately), each remote's own build under
 * `/remotes/<package>/` and each of its releases under `/releases/<package>/<version>/` (a release
 * never changes: cached for a year), with CORS for any origin and the preflight answered. A build's
 * record (`release.json`, its server files' digests) is not served, nor is its server build.
 */
export const remotesPlugin: FastifyPluginAsync<{ context: SiteContext }> = async (app, { context }) => {
  const { paths, remotes, previews } = context;
  const known = REMOTE_NAMES.map(packageDirOf).join(', ');

  app.get(REMOTES_MAP_PATH, async (request, reply) => {
    // The embed script on integrators' pages reads it to find mf-forms.
    allowCrossOrigin(reply);
    const { preview, stale } = await previews.ofRequest(request);
    if (stale) appendCookie(reply, previewCookieDeletion(request));
    const body = JSON.stringify(withPreview(remotes.current(), preview), null, 2) + '\n';
    const etag = etagOf(body);
    reply
      .header('cache-control', preview || stale ? PRIVATE : REVALIDATE)
      .header('vary', 'cookie')
      .header('etag', etag)
      .type('application/json; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  });

  app.get('/remotes/:remote/*', async (request, reply) => {
    allowCrossOrigin(reply);
    const pathname = pathOf(request.raw.url);
    const place = paths.builtFileOf(pathname);
    const dir = pathname.split('/')[2] ?? '';
    if (!place) return text(reply, 404, `Unknown remote "${dir}". Known: ${known}\n`);
    const relative = await findServedFile(place.root, place.path);
    if (relative) return sendBuilt(reply, place.root, relative);
    if (!(await exists(join(place.root, 'remoteEntry.js'))))
      return notBuilt(reply, `The remote ${dir}`, `npm run build -w ${dir}`);
    return notFoundText(reply);
  });

  app.get('/releases/:remote/:version/*', async (request, reply) => {
    allowCrossOrigin(reply);
    const place = paths.builtFileOf(pathOf(request.raw.url));
    const relative = place ? await findServedFile(place.root, place.path) : null;
    if (!place || !relative) return notFoundText(reply);
    reply.header('cache-control', IMMUTABLE);
    return reply.sendFile('/' + relative, place.root, { cacheControl: false });
  });

  app.options('/releases/*', async (_request, reply) => preflight(reply));
  app.options('/remotes/*', async (_request, reply) => preflight(reply));
};

/** The answer to a CORS preflight for a remote's files. */
function preflight(reply: FastifyReply): FastifyReply {
  allowCrossOrigin(reply);
  return reply
    .code(204)
    .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
    .header('access-control-allow-headers', '*')
    .header('access-control-max-age', '86400')
    .send();
}
