import type { Locale } from 'shared/constants';
import type { userRequestSchema } from 'shared/validation';
import type { z } from 'zod';
import { createHash } from 'node:crypto';
import { invalidField } from '../../core/errors';
import type { Db } from '../../db/connection';
import { lockKeyOf, lockUntilCommit } from '../../db/locks';
import { queueEnquiryMail, queueReleasedLead } from '../mail/outbox';
import {
  companyReserved,
  confirmReservation,
  enquiryOfRepeatKey,
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

/** How long a post is recognised as a repeat of an earlier one with the same repeat key: a day. */
export const REPEAT_WINDOW_MS = 24 * 3600_000;

/** The sha256 (hex) of the parts, in their order: the key by which repeats of one post are recognised. */
export function repeatKeyOf(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** An e-mail address as it is compared: trimmed, lower case. */
export function addressKey(email: string): string {
  return plainText(email).toLowerCase();
}

/** A phone number as it is compared: without its spaces. */
export function phoneKey(phone: string | undefined | null): string {
  return plainText(phone).replace(/\s+/g, '');
}

/**
 * The repeat key of an enquiry: the content the visitor posted, as it is stored (type, item, text,
 * name, e-mail, phone, other services, the ready-made virtual office, the files), nothing a page
 * carried, and what the robot checks made of it (`robot`), so that a person's post is never
 * answered with one that was set aside. The same post — a double press, a reload, a retry after a
 * lost answer, two instances handling the same request — gives the same key; any other post another.
 */
function enquiryRepeatKey(input: Enquiry, robot: RobotVerdict): string {
  const { content } = input;
  return repeatKeyOf([
    robot,
    content.type,
    content.id === undefined || content.id === null || content.id === '' ? null : String(content.id),
    plainText(content.name),
    plainText(input.firstname),
    addressKey(input.email),
    phoneKey(input.phone),
    (content.otherServices ?? []).map(plainText).filter(Boolean).sort(),
    content.type === 'readymade' ? content.virtualPlace === true : null,
    (input.files ?? []).map((f) => f.id.toLowerCase()).sort(),
  ]);
}

type Conflict = false | 'already_reserved' | 'reservation_limit';

/** The conflict a ready-made booking was answered with, by the status it was stored with. */
function conflictOfStatus(status: string): Conflict {
  if (status === 'reservation_conflict') return 'already_reserved';
  if (status === 'reservation_limit') return 'reservation_limit';
  return false;
}

/** The status an enquiry the robot checks set aside is stored with. */
const SET_ASIDE: Record<Exclude<RobotVerdict, null>, string> = {
  robot: 'spam',
  too_fast: 'quarantine',
};

/** What saving an enquiry answers (see `saveEnquiry`). */
export interface EnquirySaved {
  id: number;
  conflict: Conflict;
  /** The visitor's confirmation was not written: their address had received enough today. */
  confirmationLimited: boolean;
}

/**
 * Saves an enquiry with its uploaded files (each file once) in one transaction; type `readymade`
 * also reserves the company `content.id`, pending for 48 h until staff confirm it. When the
 * visitor (e-mail or client address) already holds a pending reservation, the enquiry is kept with
 * status `reservation_limit` and `conflict` is that code. When someone was faster, the enquiry is kept (so the
 * office can offer another company) with status `reservation_conflict` and `conflict` is `already_reserved`.
 * An unknown company or an unknown or used file is a 422 on its field, and nothing is saved.
 * An enquiry the robot checks set aside (see `robotVerdict`) is kept with status `spam` (the hidden
 * field filled in) or `quarantine` (sent too fast) only: no files, no reservation, and the same
 * answer a person gets; staff release a quarantined one.
 *
 * A repeat — an enquiry with the same repeat key (`enquiryRepeatKey`) stored within the last day —
 * stores nothing and gets the first one's answer (its id, its conflict). Posts of the same key are
 * taken one at a time (a lock on the key until the transaction ends), so the same post sent twice
 * at once stores one enquiry. The e-mails a saved enquiry brings (a lead to the provider, a
 * confirmation to the visitor; none for one set aside, see `queueEnquiryMail`) are written to the
 * outbox in the enquiry's transaction.
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
): Promise<EnquirySaved> {
  const repeatKey = enquiryRepeatKey(input, meta.robot);
  return db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, 'repeatKey', lockKeyOf(repeatKey));
    const earlier = await enquiryOfRepeatKey(trx, repeatKey, new Date(Date.now() - REPEAT_WINDOW_MS));
    if (earlier) return { id: earlier.id, conflict: conflictOfStatus(earlier.status), confirmationLimited: false };
    return storeEnquiry(trx, input, meta, repeatKey);
  });
}

/** Stores a new enquiry in the transaction `trx` (see `saveEnquiry`). */
async function storeEnquiry(
  trx: Db,
  input: Enquiry,
  meta: Parameters<typeof saveEnquiry>[2],
  repeatKey: string,
): Promise<EnquirySaved> {
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
    repeat_key: repeatKey,
  };
  if (meta.robot)
    return {
      id: await insertUserRequest(trx, {
        ...row,
        status: SET_ASIDE[meta.robot],
        // The robot trap's catch is spam in the staff inbox too; a quarantined one starts as new.
        work_status: meta.robot === 'robot' ? 'spam' : 'new',
      }),
      conflict: false,
      confirmationLimited: false,
    };

  const companyId = readymade ? Number(input.content.id) : null;
  if (companyId !== null) {
    if (!(await readymadeCompanyExists(trx, companyId))) throw invalidField(locale, 'content.id');
    content.id = companyId;
  }
  const id = await insertUserRequest(trx, row);
  for (const [i, fileId] of fileIds.entries()) {
    if (!(await linkUpload(trx, fileId, id))) throw invalidField(locale, `files.${i}.id`);
  }
  let conflict: Conflict = false;
  if (companyId !== null) {
    // A taken company first; then one pending reservation per e-mail and per client address.
    const email = plainText(input.email);
    conflict = (await companyReserved(trx, companyId))
      ? 'already_reserved'
      : (await holdsPendingReservation(trx, email, meta.clientKey))
        ? 'reservation_limit'
        : (await reserveCompany(trx, companyId, id, {
              email,
              clientKey: meta.clientKey,
            }))
          ? false
          : 'already_reserved';
    if (conflict) await setStatus(trx, id, conflict === 'already_reserved' ? 'reservation_conflict' : conflict);
  }
  const { confirmationLimited } = await queueEnquiryMail(trx, id, meta.siteOrigin);
  return { id, conflict, confirmationLimited };
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
