import { sql } from 'kysely';
import { hashToken } from '../../core/auth-tokens';
import type { Db } from '../../db/connection';

/** Failures counted on one key within this window… */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** …up to this many, then the key is locked… */
const LOGIN_MAX_FAILURES = 5;
/** …for this long (a locked check is refused whatever is sent). */
const LOGIN_LOCK_MS = 15 * 60_000;

/**
 * What failed password checks are counted on, one `login_throttle` row each. Keys are hashes, so
 * typed addresses of unknown accounts are not kept.
 */
export const throttleKey = {
  /** Logins of an e-mail from every client that is not one of the account's devices, together. */
  unknownClients: (email: string) => hashToken(`login:${email.trim().toLowerCase()}`),
  /** Logins from one device of an account (see devices.ts). */
  device: (deviceId: number) => hashToken(`device:${deviceId}`),
  /** The current-password check of a logged-in user's password change. */
  passwordCheck: (userId: number) => hashToken(`password:${userId}`),
};

/** Until when checks under this key are locked, or null when they are not locked now. */
export async function lockedUntil(db: Db, key: string, now = new Date()): Promise<Date | null> {
  const row = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('account_key', '=', key)
    .executeTakeFirst();
  return row?.locked_until != null && row.locked_until > now ? row.locked_until : null;
}

/**
 * Counts a failed check under this key: the count starts again when the window has passed;
 * reaching the limit locks the key.
 */
export async function recordFailure(db: Db, key: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  await db
    .insertInto('login_throttle')
    .values({ account_key: key, failures: 1, first_failed_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('account_key').doUpdateSet({
        failures: sql`case when login_throttle.first_failed_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
        first_failed_at: sql`case when login_throttle.first_failed_at < ${windowStart} then ${now} else login_throttle.first_failed_at end`,
        locked_until: sql`case when login_throttle.first_failed_at >= ${windowStart} and login_throttle.failures + 1 >= ${LOGIN_MAX_FAILURES} then ${lockUntil} else login_throttle.locked_until end`,
      }),
    )
    .execute();
}

/** A successful check forgets the key's failures. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('account_key', '=', key).execute();
}
