import { randomUUID } from 'node:crypto';
import { toLocale } from 'shared/constants';
import type { Db } from '../../db/connection';
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
 * Writes the e-mails of the enquiry `id` (see `mailsFor`) into the outbox. Call it with the
 * transaction that saved the enquiry, after everything else of it is written (its files, its
 * reservation, its final status): the messages are committed with the enquiry or not at all.
 * `siteOrigin`: the site's configured public origin, which the lead's links to the staff inbox
 * and the attachments start with (none without it).
 */
export async function queueEnquiryMail(db: Db, id: number, siteOrigin: string | null): Promise<void> {
  const enquiry = await enquiryForMail(db, id);
  const what = mailsFor(enquiry.status);
  const rows: NewMail[] = [];
  if (what.lead) rows.push(leadRow(enquiry, false, siteOrigin));
  if (what.confirmation) {
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
}

/** Writes the lead of a quarantined enquiry staff have just released, in the transaction that released it. */
export async function queueReleasedLead(db: Db, id: number, siteOrigin: string | null): Promise<void> {
  await insertMails(db, [leadRow(await enquiryForMail(db, id), true, siteOrigin)]);
}
