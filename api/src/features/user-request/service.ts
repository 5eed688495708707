import type { Locale } from 'shared/constants';
import type { userRequestSchema } from 'shared/validation';
import type { z } from 'zod';
import { invalidField } from '../../core/errors';
import type { Db } from '../../db/connection';
import {
  companyReserved,
  confirmReservation,
  holdsPendingReservation,
  insertUserRequest,
  linkUpload,
  readymadeCompanyExists,
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
 * Whether an enquiry came from a robot: it filled in the field the form hides from people, or it
 * was sent sooner after the form appeared than a person can fill it in. An enquiry that does not
 * say how long filling took (another client of the API) is not judged by time.
 */
export function sentByRobot(input: Pick<Enquiry, 'website' | 'fillMs'>, minFillMs: number): boolean {
  const { website, fillMs } = input;
  const trapFilled = typeof website === 'string' ? website.trim() !== '' : website !== undefined && website !== null;
  const tooFast = typeof fillMs === 'number' && Number.isFinite(fillMs) && fillMs < minFillMs;
  return trapFilled || tooFast;
}

/**
 * Saves an enquiry with its uploaded files (each file once) in one transaction; type `readymade`
 * also reserves the company `content.id`, pending for 48 h until staff confirm it. When the
 * visitor (e-mail or client address) already holds a pending reservation, the enquiry is kept with
 * status `reservation_limit` and `conflict` is that code. When someone was faster, the enquiry is kept (so the
 * office can offer another company) with status `reservation_conflict` and `conflict` is `already_reserved`.
 * An unknown company or an unknown or used file is a 422 on its field, and nothing is saved.
 * A robot's enquiry (see `sentByRobot`) is kept with status `spam` only: no files, no reservation,
 * and the same answer a person gets.
 */
export async function saveEnquiry(
  db: Db,
  input: Enquiry,
  meta: { locale: Locale; siteUrl: string | null; userId: number | null; clientKey: string; robot: boolean },
): Promise<{ id: number; conflict: false | 'already_reserved' | 'reservation_limit' }> {
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
  };
  if (meta.robot) return { id: await insertUserRequest(db, { ...row, status: 'spam' }), conflict: false };

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
          : (await reserveCompany(trx, companyId, id, { email, clientKey: meta.clientKey }))
            ? false
            : 'already_reserved';
      if (conflict) {
        await setStatus(trx, id, conflict === 'already_reserved' ? 'reservation_conflict' : conflict);
        return { id, conflict };
      }
    }
    return { id, conflict: false };
  });
}
