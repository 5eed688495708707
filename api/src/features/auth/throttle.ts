import { sql } from 'kysely';
import { hashToken } from '../../core/auth-tokens';
import type { Db } from '../../db/connection';

/** Failed logins of one account counted within this window… */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** …up to this many, then the account's logins are refused… */
export const LOGIN_MAX_FAILURES = 5;
/** …for this long (whatever password is sent, with the answer of a wrong one). */
export const LOGIN_LOCK_MS = 15 * 60_000;

/** The throttle's key of an e-mail: its hash, so typed addresses of unknown accounts are not kept. */
function accountKey(email: string): string {
  return hashToken(`login:${email.trim().toLowerCase()}`);
}

/** Whether logins of this e-mail are locked now. */
export async function isLocked(db: Db, email: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('account_key', '=', accountKey(email))
    .executeTakeFirst();
  return row?.locked_until != null && row.locked_until > now;
}

/**
 * Counts a failed login of this e-mail (known account or not, so the answer never tells): the
 * count starts again when the window has passed; reaching the limit locks the account's logins.
 */
export async function recordFailure(db: Db, email: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  await db
    .insertInto('login_throttle')
    .values({ account_key: accountKey(email), failures: 1, first_failed_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('account_key').doUpdateSet({
        failures: sql`case when login_throttle.first_failed_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
        first_failed_at: sql`case when login_throttle.first_failed_at < ${windowStart} then ${now} else login_throttle.first_failed_at end`,
        locked_until: sql`case when login_throttle.first_failed_at >= ${windowStart} and login_throttle.failures + 1 >= ${LOGIN_MAX_FAILURES} then ${lockUntil} else login_throttle.locked_until end`,
      }),
    )
    .execute();
}

/** A successful login forgets the account's failures. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('account_key', '=', accountKey(email)).execute();
}
