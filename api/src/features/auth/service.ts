import { sql } from 'kysely';
import { hashPassword, needsRehash, verifyPassword } from '../../core/auth';
import { hashToken, newToken } from '../../core/auth-tokens';
import type { Db } from '../../db/connection';
import { knownDevice } from './devices';
import { clearFailures, lockedUntil, recordFailure, throttleKey } from './throttle';

/** Hash compared against when the e-mail is unknown or locked, so every path takes the same time. */
let dummyHash: Promise<string> | undefined;

async function spendTheSameTime(password: string): Promise<void> {
  await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password')));
}

/** Whose credentials were right, and the device of that account the request came from (if any). */
export interface CheckedLogin {
  userId: number;
  deviceId: number | null;
}

/**
 * The user these credentials belong to (the e-mail case-insensitively), or null: unknown e-mail,
 * wrong password, or logins locked after repeated failures — the same null in the same time, so the
 * answer never tells which. A request with the secret of one of the account's devices
 * (`deviceSecret`) has its failures counted on that device, and only they lock it; every other
 * request's failures count on the e-mail, and past the limit lock its logins for every client that
 * is not one of its devices. A weak stored hash is replaced.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  deviceSecret: string | null = null,
): Promise<CheckedLogin | null> {
  const now = new Date();
  const deviceId = await knownDevice(db, deviceSecret, email, now);
  const key = deviceId === null ? throttleKey.unknownClients(email) : throttleKey.device(deviceId);
  if (await lockedUntil(db, key, now)) {
    await spendTheSameTime(password);
    return null;
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  const valid = user ? await verifyPassword(password, user.password_hash) : (await spendTheSameTime(password), false);
  if (!user || !valid) {
    await recordFailure(db, key, now);
    return null;
  }
  await clearFailures(db, key);
  if (needsRehash(user.password_hash)) {
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
  }
  return { userId: user.id, deviceId };
}

/** A bearer token of the user for API clients, valid for `ttlMs`. */
export async function issueToken(db: Db, userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: hash, expires_at: expiresAt, revoked_at: null })
    .execute();
  return { token, expiresAt };
}

/** Revokes a bearer token (nothing happens for an unknown or already revoked one). */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every bearer token of the user but the one given (its secret), if any. */
export async function revokeTokensOf(db: Db, userId: number, except: string | null): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except) query = query.where('token_hash', '!=', hashToken(except));
  await query.execute();
}

/** An account's password may not be its e-mail address (any case, spaces around ignored). */
export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** The password change's outcome; while its check is locked, until when. */
export type PasswordChange = 'changed' | 'wrong_password' | { lockedUntil: Date };

/**
 * Sets a new password when the current one is right. Failed checks are counted per user: past the
 * limit the check is locked (nothing is checked or changed) for the lock time; a right one forgets
 * them.
 */
export async function changePassword(db: Db, userId: number, current: string, next: string): Promise<PasswordChange> {
  const key = throttleKey.passwordCheck(userId);
  const now = new Date();
  const locked = await lockedUntil(db, key, now);
  if (locked) return { lockedUntil: locked };
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!user || !(await verifyPassword(current, user.password_hash))) {
    await recordFailure(db, key, now);
    return 'wrong_password';
  }
  await clearFailures(db, key);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(next) })
    .where('id', '=', userId)
    .execute();
  return 'changed';
}
