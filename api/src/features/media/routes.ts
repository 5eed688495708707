import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared/validation';
import { z } from 'zod';
import { notFound } from '../../core/errors';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** Serves the images the project ships (banners, offices, people) from `<seedDir>/images`. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = join(app.ctx.config.seedDir, 'images');
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['content'],
        summary: 'An image shipped with the seed content',
        params: z.object({ '*': z.string().describe('Path of the image under the seed images') }),
        response: {
          200: {
            description: 'The image (PNG, JPEG, GIF, WEBP, AVIF or SVG)',
            content: { 'image/*': { schema: z.custom<ReadStream>().meta({ type: 'string', format: 'binary' }) } },
          },
          304: z.undefined().describe('Not modified'),
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const rel = request.params['*'];
      const type = TYPES[extname(rel).toLowerCase()];
      if (!type || rel.includes('\0') || rel.split(/[\\/]/).some((p) => p === '..' || p.startsWith('.')))
        throw notFound('File not found');
      const path = normalize(join(root, rel));
      if (!path.startsWith(root + sep)) throw notFound('File not found');
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('File not found');
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        // Images are embedded by the site wherever it is served from (API_BASE_URL may be another origin).
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('content-length', info.size);
      return reply.send(createReadStream(path));
    },
  );
};
