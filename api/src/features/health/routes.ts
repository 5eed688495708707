import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthFailedSchema, healthSchema, type Health } from 'shared/validation';
import { ping } from '../../db/connection';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthFailedSchema },
      },
    },
    async (request, reply) => {
      const database = app.ctx.database.kind;
      try {
        await ping(app.ctx.db);
        return { status: 'ok', database } satisfies Health;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database });
      }
    },
  );
};
