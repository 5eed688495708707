import type { FastifyPluginAsync } from 'fastify';
import { ping } from '../../db/connection';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['ok'] }, database: { type: 'string' } },
          },
          503: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['error'] }, database: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.ctx.db);
        return { status: 'ok', database: app.ctx.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: app.ctx.database.kind });
      }
    },
  );
};
