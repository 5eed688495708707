import type { Locale } from 'shared/constants';
import type { userRequestSchema } from 'shared/validation';
import type { z } from 'zod';
import { invalidField } from '../../core/errors';
import type { Db } from '../../db/connection';
import { queueEnquiryMail, queueReleasedLead } from '../mail/outbox';
import {
  companyReserved,
  confirmReservation,
  holdsPendingReservation,
  insertUserRequest,
  linkUpload,
  readymadeCompanyExists,
  releaseFromQuarantine,
  reserveCompany,
  setStatus,
} from './repository';

export { confirmReservation };

export type Enquiry = z.output<typeof userRequestSchema>;

/** Text as typed: control characters (other than tab and newlines) removed. Never interpreted as HTML. */
export function plainText(value: string | undefined | null): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

/**
 * What the robot checks make of an enquiry: `robot` when it filled in the field the form hides
 * from people (no person sees it); `too_fast` when it was sent sooner after the form appeared than
 * a person types — a robot's mark, but also what browser autofill or a returning visitor can do,
 * so such an enquiry is kept for staff to review, not thrown away; null for a person's. An enquiry
 * that does not say how long filling took (another client of the API) is not judged by time.
 */
export type RobotVerdict = 'robot' | 'too_fast' | null;

export function robotVerdict(input: Pick<Enquiry, 'website' | 'fillMs'>, minFillMs: number): RobotVerdict {
  const { website, fillMs } = input;
  const trapFilled = typeof website === 'string' ? website.trim() !== '' : website !== undefined && website !== null;
  if (trapFilled) return 'robot';
  const tooFast = typeof fillMs === 'number' && Number.isFinite(fillMs) && fillMs < minFillMs;
  return tooFast ? 'too_fast' : null;
}

/** The status an enquiry the robot checks set aside is stored with. */
export const SET_ASIDE: Record<Exclude<RobotVerdict, null>, string> = {
  robot: 'spam',
  too_fast: 'quarantine',
};

/**
 * Saves an enquiry with its uploaded files (each file once) in one transaction; type `readymade`
 * also reserves the company `content.id`, pending for 48 h until staff confirm it. When the
 * visitor (e-mail or client address) already holds a pending reservation, the enquiry is kept with
 * status `reservation_limit` and `conflict` is that code. When someone was faster, the enquiry is kept (so the
 * office can offer another company) with status `reservation_conflict` and `conflict` is `already_reserved`.
 * An unknown company or an unknown or used file is a 422 on its field, and nothing is saved.
 * An enquiry the robot checks set aside (see `robotVerdict`) is kept with status `spam` (the hidden
 * field filled in) or `quarantine` (sent too fast) only: no files, no reservation, and the same
 * answer a person gets; staff release a quarantined one. The same `formToken` twice answers the
 * first enquiry again and stores nothing. The e-mails a saved enquiry brings (a lead to the
 * provider, a confirmation to the visitor; none for one set aside, see `mailsFor`) are written to
 * the outbox in the enquiry's transaction.
 */
export async function saveEnquiry(
  db: Db,
  input: Enquiry,
  meta: {
    locale: Locale;
    siteUrl: string | null;
    /** The site's public origin, for the lead e-mail's links (see `queueEnquiryMail`). */
    siteOrigin: string | null;
    userId: number | null;
    clientKey: string;
    robot: RobotVerdict;
  },
): Promise<{
  id: number;
  conflict: false | 'already_reserved' | 'reservation_limit';
}> {
  const token = input.formToken ?? null;
  if (token) {
    const sent = await enquiryOfToken(db, token);
    if (sent !== null) return { id: sent, conflict: false };
  }
  try {
    return await storeEnquiry(db, input, meta, token);
  } catch (error) {
    // The same token sent twice at once: the second insert meets the first's row.
    const sent = token && isUniqueViolation(error) ? await enquiryOfToken(db, token) : null;
    if (sent !== null) return { id: sent, conflict: false };
    throw error;
  }
}

async function storeEnquiry(
  db: Db,
  input: Enquiry,
  meta: Parameters<typeof saveEnquiry>[2],
  token: string | null,
): Promise<{
  id: number;
  conflict: false | 'already_reserved' | 'reservation_limit';
}> {
  const { locale } = meta;
  const readymade = input.content.type === 'readymade';
  const content: Record<string, unknown> = {
    type: input.content.type,
    id: input.content.id ?? null,
    name: plainText(input.content.name),
    otherServices: (input.content.otherServices ?? []).map(plainText).filter(Boolean),
  };
  if (readymade) content.virtualPlace = input.content.virtualPlace === true;
  const fileIds = (input.files ?? []).map((f) => f.id.toLowerCase());

  const row = {
    firstname: plainText(input.firstname),
    email: plainText(input.email),
    phone: plainText(input.phone),
    content: JSON.stringify(content),
    locale,
    site_url: meta.siteUrl,
    user_id: meta.userId,
    form_token: token,
  };
  if (meta.robot)
    return {
      id: await insertUserRequest(db, {
        ...row,
        status: SET_ASIDE[meta.robot],
        // The robot trap's catch is spam in the staff inbox too; a quarantined one starts as new.
        work_status: meta.robot === 'robot' ? 'spam' : 'new',
      }),
      conflict: false,
    };

  return db.transaction().execute(async (trx) => {
    const companyId = readymade ? Number(input.content.id) : null;
    if (companyId !== null) {
      if (!(await readymadeCompanyExists(trx, companyId))) throw invalidField(locale, 'content.id');
      content.id = companyId;
    }
    const id = await insertUserRequest(trx, row);
    for (const [i, fileId] of fileIds.entries()) {
      if (!(await linkUpload(trx, fileId, id))) throw invalidField(locale, `files.${i}.id`);
    }
    if (companyId !== null) {
      // A taken company first; then one pending reservation per e-mail and per client address.
      const email = plainText(input.email);
      const conflict = (await companyReserved(trx, companyId))
        ? 'already_reserved'
        : (await holdsPendingReservation(trx, email, meta.clientKey))
          ? 'reservation_limit'
          : (await reserveCompany(trx, companyId, id, {
                email,
                clientKey: meta.clientKey,
              }))
            ? false
            : 'already_reserved';
      if (conflict) {
        await setStatus(trx, id, conflict === 'already_reserved' ? 'reservation_conflict' : conflict);
        await queueEnquiryMail(trx, id, meta.siteOrigin);
        return { id, conflict };
      }
    }
    await queueEnquiryMail(trx, id, meta.siteOrigin);
    return { id, conflict: false };
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function enquiryOfToken(db: Db, token: string): Promise<number | null> {
  const row = await db.selectFrom('user_requests').select('id').where('form_token', '=', token).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Releases a quarantined enquiry to the leads (status `new`) and writes its lead to the outbox, in
 * one transaction; false when there is no quarantined enquiry of that id (nothing changes).
 */
export async function releaseEnquiry(db: Db, id: number, siteOrigin: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await releaseFromQuarantine(trx, id))) return false;
    await queueReleasedLead(trx, id, siteOrigin);
    return true;
  });
}
