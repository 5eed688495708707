import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteContext } from './context';

/**
 * Security headers on every response of the application, the API's too (the plugin is not
 * encapsulated): helmet's set with a strict referrer policy and same-origin resources, and the
 * Content-Security-Policy built per response, as it follows the live remotes configuration (the
 * embed page replaces it to allow its inline script).
 */
const securityHeaders: FastifyPluginAsync<{ context: SiteContext }> = async (app, { context }) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', context.policy());
  });
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'site-security-headers', fastify: '5.x' });
