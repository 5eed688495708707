import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { HttpError, ValidationFailed } from '../core/errors';
import { siteUrlOf, tooManyRequests } from '../core/http';
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
import { userRequestRoutes } from './user-request/routes';
import { voucherRoutes } from './voucher/routes';

const TOO_LARGE = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** Every /api endpoint; registered under the prefix /api. */
export const apiPlugin: FastifyPluginAsync = async (api) => {
  const { config } = api.ctx;

  // Route schemas document the API (OpenAPI); requests are validated by the shared zod schemas
  // inside the handlers so that every 422 has the one documented shape, and answers are plain JSON.
  api.setValidatorCompiler(() => () => true);
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));

  api.decorateRequest('siteUrl', null);
  api.addHook('onRequest', async (request) => {
    request.siteUrl = siteUrlOf(request);
  });

  await api.register(cors, {
    origin: config.corsOrigin,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Site-Url', 'X-Cart-Token', 'X-Request-Id', 'Accept-Language'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    maxAge: 600,
  });

  await api.register(rateLimit, {
    global: false,
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

  await api.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: '/api',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });

  api.setErrorHandler((error: FastifyError | HttpError | ValidationFailed, request, reply) => {
    if (error instanceof ValidationFailed) return reply.code(422).send(error.body);
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toBody());
    const code = (error as FastifyError).code ?? '';
    const status = (error as FastifyError).statusCode ?? 500;
    if (TOO_LARGE.has(code) || status === 413) {
      return reply.code(413).send({ statusCode: 413, error: 'payload_too_large', message: error.message });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ statusCode: 415, error: 'unsupported_media_type', message: error.message });
    }
    if (status >= 400 && status < 500) {
      const message =
        code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError ? 'Malformed request body' : error.message;
      return reply
        .code(status)
        .send({ statusCode: status, error: status === 400 ? 'bad_request' : 'client_error', message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ statusCode: 500, error: 'internal_error', message: 'Internal Server Error' });
  });

  api.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({
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
  await api.register(authRoutes);
  await api.register(cartRoutes);
  await api.register(voucherRoutes);
};
