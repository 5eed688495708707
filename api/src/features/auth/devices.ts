import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hashToken, newToken } from '../../core/auth-tokens';
import { requestCookie, setResponseCookie } from '../../core/cookies';
import type { Db } from '../../db/connection';
import { SERVER_COOKIES } from 'shared/cookies';

/**
 * The cookie of a browser that has logged in to an account before (`login-device`, HttpOnly; a
 * random secret whose hash is stored with that account). It proves nothing without the password:
 * it only keeps the browser out of the lock that failed logins from other clients put on the
 * account. A device is known for as long as its cookie lasts: a year after its last login.
 */
export const DEVICE_TTL_MS = SERVER_COOKIES.loginDevice.maxAge * 1000;
/** The devices an account keeps at most; the least recently used beyond them are forgotten. */
const DEVICES_PER_USER = 20;

/** The device secret the request's cookie carries (of the right form), or null. */
export function deviceSecret(request: FastifyRequest): string | null {
  const value = requestCookie(request, 'loginDevice');
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * The id of the device this secret belongs to when it is a device of the account with this e-mail
 * (case-insensitively) that logged in within a year; else null: no secret, an unknown one, or
 * another account's.
 */
export async function knownDevice(
  db: Db,
  secret: string | null,
  email: string,
  now = new Date(),
): Promise<number | null> {
  if (!secret) return null;
  const row = await db
    .selectFrom('login_devices')
    .innerJoin('users', 'users.id', 'login_devices.user_id')
    .select('login_devices.id')
    .where('login_devices.token_hash', '=', hashToken(secret))
    .where(sql`lower(users.email)`, '=', email.toLowerCase())
    .where('login_devices.last_used_at', '>', new Date(now.getTime() - DEVICE_TTL_MS))
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * After a successful login, makes the browser a device of the user for a year: a device it already
 * was gets a new secret (the one it sent stops working), any other browser a new device. The
 * user's devices beyond DEVICES_PER_USER, least recently used first, are forgotten.
 */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  deviceId: number | null,
): Promise<void> {
  const { db } = request.server.ctx;
  const { token, hash } = newToken();
  const now = new Date();
  let renewed = false;
  if (deviceId !== null) {
    const result = await db
      .updateTable('login_devices')
      .set({ token_hash: hash, last_used_at: now })
      .where('id', '=', deviceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    renewed = Number(result.numUpdatedRows) > 0;
  }
  if (!renewed) {
    await db.insertInto('login_devices').values({ user_id: userId, token_hash: hash, last_used_at: now }).execute();
  }
  await db
    .deleteFrom('login_devices')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('login_devices')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .limit(DEVICES_PER_USER),
    )
    .execute();
  setResponseCookie(request, reply, 'loginDevice', token);
}
