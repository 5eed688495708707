import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sitePath } from 'api';
import { isApiPath, pathOf } from './files';

/**
 * `GET /kontakt/?a=1` → 301 `/kontakt?a=1` (the browser keeps the hash), HEAD too; other methods
 * and the API's paths are left alone. Leading slashes collapse as well: `//evil.example/` must not
 * become a protocol-relative redirect. Not encapsulated: it runs before routing, for every path.
 */
const trailingSlash: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.raw.url ?? '/';
    const pathname = pathOf(url);
    if (pathname.length <= 1 || !pathname.endsWith('/') || isApiPath(pathname)) return;
    const target = sitePath(pathname.replace(/\/+$/, ''));
    reply.header('cache-control', 'public, max-age=3600');
    await reply.redirect(target + url.slice(pathname.length), 301);
    return reply;
  });
};

export const trailingSlashPlugin = fp(trailingSlash, { name: 'site-trailing-slash', fastify: '5.x' });
