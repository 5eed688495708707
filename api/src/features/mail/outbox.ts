import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { toLocale } from 'shared/constants';
import type { Db } from '../../db/connection';
import { lockKeyOf, lockUntilCommit } from '../../db/locks';
import type { NewMail } from '../../db/types';
import { composeConfirmation, composeLead, type EnquiryForMail } from './compose';
import { filesOfEnquiry } from '../upload/repository';
import { insertMails } from './repository';

/**
 * Which e-mails a saved enquiry brings, by the status it was saved with:
 * - a person's enquiry or order (`new`), and a ready-made booking that found the company taken
 *   (`reservation_conflict`) or the visitor already holding one (`reservation_limit`) — both are
 *   kept as leads, so the office can call back: a lead to the provider and a confirmation to the
 *   visitor;
 * - one the robot checks set aside, `spam` (the hidden field filled in) or `quarantine` (sent too
 *   fast): nothing. Staff see quarantined enquiries in their list; releasing one writes its lead
 *   then (`releasedLead`), still without a confirmation to the visitor.
 */
export function mailsFor(status: string): { lead: boolean; confirmation: boolean } {
  const lead = status === 'new' || status === 'reservation_conflict' || status === 'reservation_limit';
  return { lead, confirmation: lead };
}

/** The enquiry as the e-mails show it: its row, its files and the reservation it holds. */
async function enquiryForMail(db: Db, id: number): Promise<EnquiryForMail> {
  const row = await db
    .selectFrom('user_requests')
    .select(['id', 'firstname', 'email', 'phone', 'content', 'locale', 'status', 'site_url', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const files = await filesOfEnquiry(db, id);
  const reservation = await db
    .selectFrom('readymade_reservations')
    .select(['company_id', 'status', 'expires_at'])
    .where('user_request_id', '=', id)
    .executeTakeFirst();
  return { ...row, locale: toLocale(row.locale), files, reservation: reservation ?? null };
}

function leadRow(enquiry: EnquiryForMail, released: boolean, siteOrigin: string | null): NewMail {
  const mail = composeLead(enquiry, { released, siteOrigin });
  return {
    id: randomUUID(),
    kind: 'lead',
    user_request_id: enquiry.id,
    // A lead goes to the leads mailbox configured when it is sent; staff's replies go to the visitor.
    recipient: null,
    reply_to: enquiry.email,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
  };
}

/**
 * At most this many confirmations go to one address (whatever its case) in `CONFIRMATION_WINDOW_MS`,
 * for enquiries and orders together: anyone can type someone else's address into a form.
 */
const CONFIRMATIONS_PER_ADDRESS = 3;
const CONFIRMATION_WINDOW_MS = 24 * 3600_000;

/**
 * Whether one more confirmation may go to `address`. Takes a lock on the address until the
 * transaction ends, so two enquiries to it saved at once count each other.
 */
async function confirmationAllowed(db: Db, address: string): Promise<boolean> {
  const key = address.trim().toLowerCase();
  await lockUntilCommit(db, 'confirmations', lockKeyOf(key));
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kind', '=', 'confirmation')
    .where(sql<string>`lower(recipient)`, '=', key)
    .where('created_at', '>', new Date(Date.now() - CONFIRMATION_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(row.n) < CONFIRMATIONS_PER_ADDRESS;
}

/**
 * Writes the e-mails of the enquiry `id` (see `mailsFor`) into the outbox. Call it with the
 * transaction that saved the enquiry, after everything else of it is written (its files, its
 * reservation, its final status): the messages are committed with the enquiry or not at all.
 * `siteOrigin`: the site's configured public origin, which the lead's links to the staff inbox
 * and the attachments start with (none without it). The visitor's confirmation is left out when
 * their address has had `CONFIRMATIONS_PER_ADDRESS` already (`confirmationLimited`); the lead is
 * written all the same.
 */
export async function queueEnquiryMail(
  db: Db,
  id: number,
  siteOrigin: string | null,
): Promise<{ confirmationLimited: boolean }> {
  const enquiry = await enquiryForMail(db, id);
  const what = mailsFor(enquiry.status);
  const rows: NewMail[] = [];
  if (what.lead) rows.push(leadRow(enquiry, false, siteOrigin));
  const limited = what.confirmation && !(await confirmationAllowed(db, enquiry.email));
  if (what.confirmation && !limited) {
    const mail = composeConfirmation(enquiry);
    rows.push({
      id: randomUUID(),
      kind: 'confirmation',
      user_request_id: id,
      recipient: enquiry.email,
      reply_to: null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
    });
  }
  await insertMails(db, rows);
  return { confirmationLimited: limited };
}

/** Writes the lead of a quarantined enquiry staff have just released, in the transaction that released it. */
export async function queueReleasedLead(db: Db, id: number, siteOrigin: string | null): Promise<void> {
  await insertMails(db, [leadRow(await enquiryForMail(db, id), true, siteOrigin)]);
}
