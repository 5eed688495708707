import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from 'shared/constants';
import {
  apiErrorSchema,
  loginResultSchema,
  loginSchema,
  meSchema,
  successSchema,
  validationErrorSchema,
} from 'shared/validation';
import { bearerToken, requireUser } from '../../core/auth';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { langQuery } from '../../core/schemas';
import { login, revokeToken } from './service';

const invalidCredentials: Record<Locale, string> = {
  cs: 'Nesprávný e-mail nebo heslo.',
  en: 'Wrong e-mail or password.',
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.ctx.config.rateLimits.login;

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers a bearer token',
        querystring: langQuery,
        body: loginSchema,
        response: {
          200: loginResultSchema,
          401: described('error `invalid_credentials`', apiErrorSchema),
          422: validationErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const result = await login(app.ctx.db, email, password, app.ctx.config.tokenTtlMs);
      if (!result) throw new HttpError(401, 'invalid_credentials', invalidCredentials[requestLocale(request)]);
      return result;
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token of the request',
        security: [{ bearer: [] }],
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await revokeToken(app.ctx.db, token);
      return { success: true };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }],
        response: { 200: meSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await requireUser(request) }),
  );
};
