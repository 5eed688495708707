import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { packageDirOf } from './config';
import type { SiteContext } from './context';
import { exists, findServedFile, notBuilt, notFoundText, pathOf, sendBuilt, text } from './files';
import { REVALIDATE, etagMatches, etagOf } from './headers';
import { REMOTE_NAMES, type RemoteName } from './from-shared';

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
 * The remotes: `/remotes.json` (the live name → manifest URL map, revalidated) and each remote's
 * build under `/remotes/<package>/`, with CORS for any origin and the preflight answered.
 */
export const remotesPlugin: FastifyPluginAsync<{ context: SiteContext }> = async (app, { context }) => {
  const { paths, remotes } = context;
  const remoteByDir = new Map<string, RemoteName>(REMOTE_NAMES.map((name) => [packageDirOf(name), name]));

  app.get(REMOTES_MAP_PATH, async (request, reply) => {
    // The embed script on integrators' pages reads it to find mf-forms.
    allowCrossOrigin(reply);
    const body = JSON.stringify(remotes.current(), null, 2) + '\n';
    const etag = etagOf(body);
    reply.header('cache-control', REVALIDATE).header('etag', etag).type('application/json; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  });

  app.get('/remotes/:remote/*', async (request, reply) => {
    allowCrossOrigin(reply);
    const [, , dir = '', ...rest] = pathOf(request.raw.url).split('/');
    const name = remoteByDir.get(dir);
    if (!name) return text(reply, 404, `Unknown remote "${dir}". Known: ${[...remoteByDir.keys()].join(', ')}\n`);
    const dist = paths.remoteDist(name);
    const relative = await findServedFile(dist, rest.join('/'));
    if (relative) return sendBuilt(reply, dist, relative);
    if (!(await exists(join(dist, 'remoteEntry.js'))))
      return notBuilt(reply, `The remote ${dir}`, `npm run build -w ${dir}`);
    return notFoundText(reply);
  });

  app.options('/remotes/*', async (_request, reply) => {
    allowCrossOrigin(reply);
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', '*')
      .header('access-control-max-age', '86400')
      .send();
  });
};
