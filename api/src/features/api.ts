import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiErrorHandler } from '../core/error-handler';
import { siteUrlOf, tooManyRequests } from '../core/http';
import { rateLimitKey } from '../core/proxy';
import { databaseRateLimitStore } from '../core/rate-limit-store';
import { refuseCrossSite } from '../core/cross-site';
import { sessionSecret } from '../core/session';
import { adminEnquiryRoutes } from './admin-enquiries/routes';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { contentRoutes } from './content/routes';
import { healthRoutes } from './health/routes';
import { listsRoutes } from './lists/routes';
import { mediaRoutes } from './media/routes';
import { searchRoutes } from './search/routes';
import { settingsRoutes } from './settings/routes';
import { subscriberRoutes } from './subscriber/routes';
import { uploadRoutes } from './upload/routes';
import { keepPublicAnswers } from './public-answers';
import { userRequestRoutes } from './user-request/routes';
import { voucherRoutes } from './voucher/routes';

/** Every /api endpoint; registered under the prefix /api. */
export const apiPlugin: FastifyPluginAsync = async (api) => {
  const { config } = api.ctx;

  // Route schemas are zod schemas (shared with the front end): they validate and type the
  // requests, serialize the answers and make the OpenAPI document. A failed request schema is the
  // localized 422 of the error handler.
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);

  api.decorateRequest('siteUrl', null);
  api.addHook('onRequest', async (request) => {
    request.siteUrl = siteUrlOf(request);
    // A change sent from another site's page never rides on the visitor's session cookie.
    refuseCrossSite(request, sessionSecret(request) !== null);
  });

  await api.register(cors, {
    origin: config.corsOrigin,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Site-Url', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    maxAge: 600,
  });

  // The windows are counted in the database, so every instance of the server shares them.
  await api.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(api.ctx.db),
    keyGenerator: (request) => rateLimitKey(request.ip),
    errorResponseBuilder: (request, context) => tooManyRequests(request, context.ttl),
  });

  await api.register(multipart, {
    limits: {
      fileSize: config.upload.maxFileSize,
      files: config.upload.maxFiles,
      fields: 20,
      fieldSize: 1024,
      parts: config.upload.maxFiles + 20,
    },
  });

  if (config.apiDocs) {
    await api.register(swaggerUi, {
      routePrefix: '/docs',
      indexPrefix: '/api',
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  }

  keepPublicAnswers(api, api.ctx.changes);

  api.setErrorHandler(apiErrorHandler);

  api.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      statusCode: 404,
      error: 'not_found',
      message: `No API endpoint ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  await api.register(healthRoutes);
  await api.register(settingsRoutes);
  await api.register(listsRoutes);
  await api.register(contentRoutes);
  await api.register(searchRoutes);
  await api.register(mediaRoutes);
  await api.register(subscriberRoutes);
  await api.register(uploadRoutes);
  await api.register(userRequestRoutes);
  await api.register(adminEnquiryRoutes);
  await api.register(authRoutes);
  await api.register(accountRoutes);
  await api.register(cartRoutes);
  await api.register(voucherRoutes);
};
