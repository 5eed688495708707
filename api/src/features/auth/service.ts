import { sql } from 'kysely';
import type { LoginResult } from 'shared/validation';
import { hashPassword, hashToken, needsRehash, newToken, verifyPassword } from '../../core/auth';
import type { Db } from '../../db/connection';

/** Hash compared against when the e-mail is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks the credentials (the e-mail case-insensitively) and issues a bearer token valid for
 * `ttlMs`; null when the e-mail is unknown or the password wrong (both take the same time).
 */
export async function login(db: Db, email: string, password: string, ttlMs: number): Promise<LoginResult | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) {
    await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password')));
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  if (needsRehash(user.password_hash)) {
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
  }
  const { token, hash } = newToken();
  const expires = new Date(Date.now() + ttlMs);
  await db
    .insertInto('access_tokens')
    .values({ user_id: user.id, token_hash: hash, expires_at: expires, revoked_at: null })
    .execute();
  return { token, token_type: 'Bearer', expires_at: expires.toISOString() };
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
