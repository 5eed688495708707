import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared/constants';
import type { LoginResult } from 'shared/validation';
import { bearerToken } from '../../core/auth';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { clearResponseCookie } from '../../core/cookies';
import {
  clearSessionCookie,
  createSession,
  revokeSessionBySecret,
  sessionSecret,
  setSessionCookie,
} from '../../core/session';
import { guestToken } from '../cart/access';
import { mergeGuestCart } from '../cart/merge';
import { deviceSecret, rememberDevice } from './devices';
import { checkCredentials, issueToken, revokeToken } from './service';

const invalidCredentials: Record<Locale, string> = {
  cs: 'Nesprávný e-mail nebo heslo.',
  en: 'Wrong e-mail or password.',
};

/** A browser's request: browsers send `Sec-Fetch-Site` with every request (API clients do not). */
function fromBrowser(request: FastifyRequest): boolean {
  return typeof request.headers['sec-fetch-site'] === 'string';
}

/**
 * Logs the request in: a fresh browser session in the `sid` cookie (one this browser had ends), the
 * browser made a device of the account (`login-device` cookie, which keeps it out of the lock that
 * other clients' failed logins put on the account), the guest cart's lines moved into the user's
 * cart (and the guest cookie cleared), and for an API client a bearer token too. Wrong
 * credentials, and locked logins, are one 401 in the request's language. Used by the JSON endpoint
 * and by the login page's form alike.
 */
export async function logIn(
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
  locale: Locale = requestLocale(request),
): Promise<LoginResult> {
  const { db, config } = request.server.ctx;
  const checked = await checkCredentials(db, credentials.email, credentials.password, deviceSecret(request));
  if (!checked) throw new HttpError(401, 'invalid_credentials', invalidCredentials[locale]);
  const { userId } = checked;
  const previous = sessionSecret(request);
  if (previous) await revokeSessionBySecret(db, previous);
  const session = await createSession(db, userId, request.headers['user-agent'] ?? '', config.session);
  setSessionCookie(request, reply, session.secret, session.expiresAt);
  if (fromBrowser(request)) await rememberDevice(request, reply, userId, checked.deviceId);
  const tempId = guestToken(request);
  if (tempId && (await mergeGuestCart(db, tempId, userId, locale)) !== null) {
    clearResponseCookie(request, reply, 'guestCart');
  }
  if (fromBrowser(request)) return { token_type: 'Cookie', expires_at: session.expiresAt.toISOString() };
  const { token, expiresAt } = await issueToken(db, userId, config.tokenTtlMs);
  return { token, token_type: 'Bearer', expires_at: expiresAt.toISOString() };
}

/** Logs the request out: its bearer token revoked, its browser session ended and the cookie cleared. */
export async function logOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db } = request.server.ctx;
  const token = bearerToken(request);
  if (token) await revokeToken(db, token);
  const secret = sessionSecret(request);
  if (secret) {
    await revokeSessionBySecret(db, secret);
    clearSessionCookie(request, reply);
  }
}
