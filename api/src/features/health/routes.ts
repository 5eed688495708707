import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readySchema, type Ready } from 'shared/validation';
import { pendingMigrations, ping } from '../../db/connection';

/**
 * Liveness and readiness for a load balancer or an orchestrator: `/api/health` answers while the
 * process runs (restart it when it does not); `/api/ready` answers 200 only when this instance can
 * serve — its database answers, every migration this code knows is applied, and what other parts
 * registered (the site's builds) is in order — and 503 with what is wrong otherwise (send it no
 * traffic meanwhile). Neither is ever kept by a cache.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, readiness } = app.ctx;
  readiness.add('database', async () => {
    await ping(database.db);
    return null;
  });
  readiness.add('migrations', async () => {
    const pending = await pendingMigrations(database.db, database.schema);
    return pending.length === 0 ? null : `not applied: ${pending.join(', ')}`;
  });

  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers',
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: database reachable, migrations applied, builds loaded',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const report = await readiness.report();
      reply.header('cache-control', 'no-store');
      const answer: Ready = { status: report.ready ? 'ready' : 'not_ready', checks: report.checks };
      return reply.code(report.ready ? 200 : 503).send(answer);
    },
  );
};
