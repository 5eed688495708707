import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MailRow, NewMail } from '../../db/types';

/** The queries of the mail outbox. `db` is the database or a transaction. */

export async function insertMails(db: Db, mails: NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insertInto('mail_outbox').values(mails).execute();
}

/**
 * Claims up to `batchSize` due messages (pending, next attempt not in the future) for one sending
 * pass, oldest due first, in one statement: each claimed row's next attempt moves `leaseMs` ahead
 * (so no other pass takes it meanwhile, and a pass that dies mid-way leaves it due again once the
 * lease is over), its attempt count goes up by one (the number the pass must still find when it
 * records the outcome), and it gets its Message-ID on the first claim (`<id@domain>`, never changed
 * afterwards). `for update skip locked` makes a second server that claims at the same moment pass
 * over the rows this one is taking instead of waiting for them; the locked CTE is evaluated once.
 * The same statement runs on PGlite, where a single connection makes claims one at a time anyway.
 */
export async function claimDue(
  db: Db,
  options: { batchSize: number; leaseMs: number; domain: string },
): Promise<MailRow[]> {
  const result = await sql<MailRow>`
    with due as (
      select id from mail_outbox
       where status = 'pending' and next_attempt_at <= now()
       order by next_attempt_at, created_at
       limit ${options.batchSize}
       for update skip locked
    )
    update mail_outbox as m
       set attempts = m.attempts + 1,
           next_attempt_at = now() + ${options.leaseMs}::double precision * interval '1 millisecond',
           message_id = coalesce(m.message_id, '<' || m.id::text || '@' || ${options.domain}::text || '>')
      from due
     where m.id = due.id
    returning m.*`.execute(db);
  return result.rows;
}

/**
 * Records that the SMTP server accepted the message (and the address a lead went to). Only the pass
 * that made attempt `attempt` records it: false when the row has moved on since (another pass
 * claimed it after the lease ran out, or it is no longer pending).
 */
export async function markSent(db: Db, id: string, attempt: number, recipient: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, recipient, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a failed attempt: the error, and either the next attempt `retryInMs` from now or, with
 * `giveUp`, status `failed` (the row is kept). Only for the pass that made attempt `attempt`.
 */
export async function markFailed(
  db: Db,
  id: string,
  attempt: number,
  outcome: { error: string; retryInMs: number; giveUp: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.giveUp ? 'failed' : 'pending',
      last_error: outcome.error,
      next_attempt_at: sql<Date>`now() + ${outcome.retryInMs}::double precision * interval '1 millisecond'`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Hands back messages a pass claimed but did not try (the server is stopping, or the pass ran out
 * of lease time): due again at once. Only for the pass that made attempt `attempt`.
 */
export async function releaseClaim(db: Db, rows: { id: string; attempts: number }[]): Promise<void> {
  for (const row of rows)
    await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .execute();
}

/**
 * The messages not delivered: pending (waiting, or retrying after a failure) and failed (given up),
 * newest first, at most `limit`.
 */
export async function listUndelivered(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'subject',
      'user_request_id',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'next_attempt_at',
    ])
    .where('status', '<>', 'sent')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
