import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  loginResultSchema,
  loginSchema,
  meSchema,
  successSchema,
  validationErrorSchema,
} from 'shared/validation';
import { requireUser } from '../../core/auth';
import { crossSiteRefused, isCrossSite, refuseCrossSite } from '../../core/cross-site';
import { described } from '../../core/openapi';
import { langQuery } from '../../core/schemas';
import { sessionSecret } from '../../core/session';
import { logIn, logOut } from './login';

const crossSite = described('error `cross_site`: sent from a page of another site', apiErrorSchema);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.ctx.config.rateLimits.login;

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        description:
          'Sets the browser session cookie `sid` (HttpOnly, SameSite=Lax, Secure except on plain-HTTP localhost) and moves the guest cart of the request into the user’s cart. An API client (no `Sec-Fetch-Site` header) also gets a bearer token; a browser never does. A browser also gets the device cookie `login-device` (HttpOnly, a year), which marks it as one that has logged in to this account. Five failures for one account in 15 minutes from clients without its device cookie lock its logins for such clients for 15 minutes; a browser with the device cookie is not locked by them, and five failures of its own lock that browser alone. A locked login gets the answer of a wrong password. Refused from another site’s page.',
        querystring: langQuery,
        body: loginSchema,
        response: {
          200: loginResultSchema,
          401: described('error `invalid_credentials`', apiErrorSchema),
          403: crossSite,
          422: validationErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // No login from another site's page: it would log the visitor into someone else's account.
      if (isCrossSite(request)) throw crossSiteRefused();
      return logIn(request, reply, request.body);
    },
  );

  const logoutSchema = {
    tags: ['auth'],
    summary: 'Revoke the bearer token of the request, or end its browser session (the cookie is cleared)',
    security: [{ bearer: [] }],
    response: { 200: successSchema, 403: crossSite },
  };
  app.get('/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    refuseCrossSite(request, sessionSecret(request) !== null, true);
    await logOut(request, reply);
    return { success: true };
  });
  app.post('/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    await logOut(request, reply);
    return { success: true };
  });

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
