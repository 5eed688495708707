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

/** Reserves the company for the enquiry; false when it is already reserved. */
export async function reserveCompany(db: Db, companyId: number, userRequestId: number): Promise<boolean> {
  const row = await db
    .insertInto('readymade_reservations')
    .values({ company_id: companyId, user_request_id: userRequestId, source: 'enquiry' })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .returning('company_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setStatus(db: Db, id: number, status: string): Promise<void> {
  await db.updateTable('user_requests').set({ status }).where('id', '=', id).execute();
}
