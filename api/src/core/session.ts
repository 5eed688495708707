import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { hashToken, newToken } from './auth-tokens';
import { clearResponseCookie, requestCookie, setResponseCookie } from './cookies';

/** How long sessions last: `idleMs` without a request, `maxMs` after login at the latest. */
export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMs: 24 * 3600_000, maxMs: 30 * 24 * 3600_000 };

/** A session's last use is written at most this often (a quarter of the idle time, at most a minute). */
function touchEvery(lifetime: SessionLifetime): number {
  return Math.min(60_000, Math.floor(lifetime.idleMs / 4));
}

export interface SessionRow {
  id: number;
  user_id: number;
  last_seen_at: Date;
  expires_at: Date;
}

/** The session secret the request's cookie carries (of the right form), or null. */
export function sessionSecret(request: FastifyRequest): string | null {
  const value = requestCookie(request, 'session');
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** A new session of the user: its secret (for the cookie) and when it ends at the latest. */
export async function createSession(
  db: Db,
  userId: number,
  userAgent: string,
  lifetime: SessionLifetime,
): Promise<{ secret: string; id: number; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + lifetime.maxMs);
  const row = await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hash, user_agent: userAgent.slice(0, 300), expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { secret: token, id: row.id, expiresAt };
}

/**
 * The live session of a secret: not revoked, not past its end, used within the idle time. Its last
 * use is moved on (at most once per `touchEvery`).
 */
export async function findSession(db: Db, secret: string, lifetime: SessionLifetime): Promise<SessionRow | null> {
  const now = Date.now();
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', hashToken(secret))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('last_seen_at', '>', new Date(now - lifetime.idleMs))
    .executeTakeFirst();
  if (!row) return null;
  if (now - row.last_seen_at.getTime() >= touchEvery(lifetime)) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id', '=', row.id)
      .execute();
  }
  return row;
}

/** Ends sessions of a user: one (`only`), or every one but `except`, or all of them. */
export async function revokeSessions(
  db: Db,
  userId: number,
  which: { only: number } | { except: number | null },
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if ('only' in which) query = query.where('id', '=', which.only);
  else if (which.except !== null) query = query.where('id', '!=', which.except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sets the session cookie; it lapses with the session's latest end. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string, expiresAt: Date): void {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  setResponseCookie(request, reply, 'session', secret, maxAge);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearResponseCookie(request, reply, 'session');
}

/** Ends the session of a secret, whoever's it is (logout, or a new login in the same browser). */
export async function revokeSessionBySecret(db: Db, secret: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(secret))
    .where('revoked_at', 'is', null)
    .execute();
}
