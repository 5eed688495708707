import type { Db } from '../../db/connection';

/** The files sent with an enquiry, in the order they arrived. */
export function filesOfEnquiry(db: Db, userRequestId: number) {
  return db
    .selectFrom('uploaded_files')
    .select(['id', 'original_name', 'mime', 'size'])
    .where('user_request_id', '=', userRequestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
