import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { NewUserRequest } from '../../db/types';

/** The queries of enquiries. `db` is the database or a transaction. */

export async function readymadeCompanyExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('content_items')
    .select('id')
    .where('type', '=', 'readymade-company')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUserRequest(db: Db, request: NewUserRequest): Promise<number> {
  const row = await db.insertInto('user_requests').values(request).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The first enquiry stored since `since` with this repeat key: its id and the status it was stored with. */
export function enquiryOfRepeatKey(db: Db, repeatKey: string, since: Date) {
  return db
    .selectFrom('user_requests')
    .select(['id', 'status'])
    .where('repeat_key', '=', repeatKey)
    .where('created_at', '>', since)
    .orderBy('id')
    .executeTakeFirst();
}

/** Links an uploaded file to the enquiry; false when the file is unknown or already linked to one. */
export async function linkUpload(db: Db, fileId: string, userRequestId: number): Promise<boolean> {
  const res = await db
    .updateTable('uploaded_files')
    .set({ user_request_id: userRequestId })
    .where('id', '=', fileId)
    .where('user_request_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** How long an enquiry's reservation stays pending before the company is free again. */
const PENDING_RESERVATION_MS = 48 * 3600_000;

/** Whether the e-mail (case-insensitive) or the client holds a pending, unexpired reservation. */
export async function holdsPendingReservation(db: Db, email: string, clientKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('readymade_reservations')
    .select('company_id')
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', email.toLowerCase()), eb('client_key', '=', clientKey)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the company is reserved: confirmed, or pending and not lapsed. */
export async function companyReserved(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('readymade_reservations')
    .select('company_id')
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('status', '=', 'confirmed'), eb('expires_at', '>', new Date())]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Reserves the company for the enquiry, pending for 48 h (a lapsed pending reservation of the
 * company is dropped first); false when it is already reserved.
 */
export async function reserveCompany(
  db: Db,
  companyId: number,
  userRequestId: number,
  holder: { email: string; clientKey: string },
): Promise<boolean> {
  const now = new Date();
  await db
    .deleteFrom('readymade_reservations')
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .execute();
  const row = await db
    .insertInto('readymade_reservations')
    .values({
      company_id: companyId,
      user_request_id: userRequestId,
      source: 'enquiry',
      status: 'pending',
      expires_at: new Date(now.getTime() + PENDING_RESERVATION_MS),
      email: holder.email.toLowerCase(),
      client_key: holder.clientKey,
    })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .returning('company_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setStatus(db: Db, id: number, status: string): Promise<void> {
  await db.updateTable('user_requests').set({ status }).where('id', '=', id).execute();
}

/** A reservation: the one of a company, or the one an enquiry holds. */
export type ReservationOf = { companyId: number } | { userRequestId: number };

/**
 * Confirms a reservation for good: status `confirmed`, no end (it never lapses); true when there
 * was one to confirm. A pending one that has lapsed counts only with `lapsed: true`: its row stays
 * until someone else books the company (the booking drops it first), so while it is there nobody
 * else holds the company and it can still be confirmed to its holder.
 */
export async function confirmReservation(
  db: Db,
  of: ReservationOf,
  options: { lapsed?: boolean } = {},
): Promise<boolean> {
  let query = db.updateTable('readymade_reservations').set({ status: 'confirmed', expires_at: null });
  query =
    'companyId' in of
      ? query.where('company_id', '=', of.companyId)
      : query.where('user_request_id', '=', of.userRequestId);
  if (!options.lapsed)
    query = query.where((eb) => eb.or([eb('status', '=', 'confirmed'), eb('expires_at', '>', new Date())]));
  const res = await query.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Drops the reservation an enquiry holds: the company is bookable again at once. False when it holds none. */
export async function releaseReservation(db: Db, userRequestId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('readymade_reservations')
    .where('user_request_id', '=', userRequestId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Quarantined enquiries (sent faster than a person types), newest first. */
export async function listQuarantine(db: Db) {
  const rows = await db
    .selectFrom('user_requests')
    .select(['id', 'firstname', 'email', 'phone', 'content', 'locale', 'site_url', 'created_at'])
    .where('status', '=', 'quarantine')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    firstname: row.firstname,
    email: row.email,
    phone: row.phone,
    type: typeof row.content.type === 'string' ? row.content.type : 'contact-form',
    text: typeof row.content.name === 'string' ? row.content.name : '',
    locale: row.locale,
    site_url: row.site_url,
    created_at: row.created_at.toISOString(),
  }));
}

/** A quarantined enquiry becomes a lead (`new`); false when there is no quarantined one of that id. */
export async function releaseFromQuarantine(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('user_requests')
    .set({ status: 'new' })
    .where('id', '=', id)
    .where('status', '=', 'quarantine')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
