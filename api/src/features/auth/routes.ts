import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { loginSchema } from 'shared/validation';
import { bearerToken, hashPassword, hashToken, newToken, requireUser, verifyPassword } from '../../core/auth';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { jsonSchema, parseWith } from '../../core/validation';

const invalidCredentials: Record<'cs' | 'en', string> = {
  cs: 'Nesprávný e-mail nebo heslo.',
  en: 'Wrong e-mail or password.',
};

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    scope: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** Hash compared against when the e-mail is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export const authRoutes: FastifyPluginAsync = async (app) => {
  const limit = app.ctx.config.rateLimits.login;

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; answers a bearer token',
        body: jsonSchema(loginSchema),
        response: {
          200: {
            type: 'object',
            properties: {
              token: { type: 'string' },
              token_type: { type: 'string' },
              expires_at: { type: 'string', format: 'date-time' },
            },
          },
          401: { description: 'error `invalid_credentials`', $ref: 'ApiError#' },
          422: { $ref: 'ValidationError#' },
          429: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => {
      const { email, password } = parseWith(loginSchema, request.body, request);
      const user = await app.ctx.db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      const ok = user
        ? await verifyPassword(password, user.password_hash)
        : (await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password'))), false);
      if (!user || !ok) throw new HttpError(401, 'invalid_credentials', invalidCredentials[requestLocale(request)]);
      const { token, hash } = newToken();
      const expires = new Date(Date.now() + app.ctx.config.tokenTtlMs);
      await app.ctx.db
        .insertInto('access_tokens')
        .values({ user_id: user.id, token_hash: hash, expires_at: expires, revoked_at: null })
        .execute();
      return { token, token_type: 'Bearer', expires_at: expires.toISOString() };
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token of the request',
        security: [{ bearer: [] }],
        response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } } },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) {
        await app.ctx.db
          .updateTable('access_tokens')
          .set({ revoked_at: new Date() })
          .where('token_hash', '=', hashToken(token))
          .where('revoked_at', 'is', null)
          .execute();
      }
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
        response: { 200: { type: 'object', properties: { data: userSchema } }, 401: { $ref: 'ApiError#' } },
      },
    },
    async (request) => ({ data: await requireUser(request) }),
  );
};
