import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from 'shared/constants';
import {
  accountEnquiriesSchema,
  apiErrorSchema,
  passwordChangeSchema,
  sessionsSchema,
  successSchema,
  validationErrorSchema,
} from 'shared/validation';
import { z } from 'zod';
import { bearerToken, requireCaller } from '../../core/auth';
import { HttpError, invalidField, notFound } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { idValue, langQuery } from '../../core/schemas';
import { clearSessionCookie, revokeSessionBySecret, revokeSessions, sessionSecret } from '../../core/session';
import { accountEnquiries, liveSessions } from './account';
import { changePassword, passwordIsEmail, revokeTokensOf } from './service';

const bearer = [{ bearer: [] }];

/** 429 for a password change whose current-password check is locked until `until` (Retry-After in s). */
function checkLocked(locale: Locale, until: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message =
    locale === 'en'
      ? `Too many wrong current passwords. The password can be changed again in ${minutes} min.`
      : `Příliš mnoho pokusů se špatným současným heslem. Heslo půjde znovu změnit za ${minutes} min.`;
  return new HttpError(429, 'too_many_requests', message, { retryAfter: seconds });
}

/** What a logged-in user sees of their account: sessions, password, enquiries. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'The user’s live browser sessions, newest first (`current`: this request’s)',
        security: bearer,
        response: { 200: sessionsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return { data: await liveSessions(db, caller.user.id, caller.sessionId, app.ctx.config.session) };
    },
  );

  app.delete(
    '/auth/sessions/:sessionId',
    {
      schema: {
        tags: ['auth'],
        summary: 'End one of the user’s sessions (the cookie is cleared when it is this request’s)',
        security: bearer,
        params: z.object({ sessionId: idValue('Not one of the user’s live sessions: 404') }),
        response: { 200: successSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const id = request.params.sessionId;
      if (!id || (await revokeSessions(db, caller.user.id, { only: id })) === 0) throw notFound('Session not found');
      if (id === caller.sessionId) clearSessionCookie(request, reply);
      return { success: true };
    },
  );

  app.post(
    '/auth/sessions/revoke-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out everywhere: every session and bearer token of the user ends, this one too',
        security: bearer,
        response: { 200: successSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await requireCaller(request);
      await revokeSessions(db, user.id, { except: null });
      await revokeTokensOf(db, user.id, null);
      if (sessionSecret(request)) clearSessionCookie(request, reply);
      return { success: true };
    },
  );

  app.post(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Change the password (current + new: 10 characters or more, not the e-mail); every other session and token ends',
        security: bearer,
        querystring: langQuery,
        body: passwordChangeSchema,
        response: {
          200: successSchema,
          401: apiErrorSchema,
          422: validationErrorSchema,
          429: described(
            'error `too_many_requests`: five wrong current passwords within 15 minutes lock the check for 15 minutes (Retry-After)',
            apiErrorSchema,
          ),
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const locale = requestLocale(request);
      const { current_password: current, new_password: next } = request.body;
      if (passwordIsEmail(next, caller.user.email)) throw invalidField(locale, 'new_password', 'notEmail');
      const outcome = await changePassword(db, caller.user.id, current, next);
      if (outcome === 'wrong_password') throw invalidField(locale, 'current_password', 'currentPassword');
      if (outcome !== 'changed') {
        const error = checkLocked(locale, outcome.lockedUntil);
        reply.header('retry-after', String(error.extra.retryAfter));
        throw error;
      }
      await revokeSessions(db, caller.user.id, { except: caller.sessionId });
      await revokeTokensOf(db, caller.user.id, bearerToken(request));
      // A browser whose session was not this request's credential keeps none.
      const secret = sessionSecret(request);
      if (secret && caller.sessionId === null) await revokeSessionBySecret(db, secret);
      return { success: true };
    },
  );

  app.get(
    '/me/enquiries',
    {
      schema: {
        tags: ['auth'],
        summary: 'The user’s enquiries and orders, newest first (at most 100)',
        security: bearer,
        response: { 200: accountEnquiriesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await requireCaller(request);
      return { data: await accountEnquiries(db, user.id) };
    },
  );
};
