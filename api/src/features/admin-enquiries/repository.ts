import { sql, type SelectQueryBuilder } from 'kysely';
import type { EnquiryWorkStatus } from 'shared/validation';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';

/** The queries of the staff inbox. `db` is the database or a transaction. */

/** What the inbox list and the CSV are filtered by; every field optional. */
export interface InboxFilter {
  status?: EnquiryWorkStatus | undefined;
  type?: string | undefined;
  /** First day (YYYY-MM-DD, Prague time), inclusive. */
  from?: string | undefined;
  /** Last day (YYYY-MM-DD, Prague time), inclusive. */
  to?: string | undefined;
  /** Part of the name or the e-mail, any case. */
  q?: string | undefined;
}

/** The time zone the dates of the filter are days of. */
const ZONE = 'Europe/Prague';

const typeOf = sql<string>`coalesce(user_requests.content->>'type', 'contact-form')`;

/** `%`, `_` and `\` of a search text matched literally by `like`. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Inbox = SelectQueryBuilder<Database, 'user_requests', object>;

/** Enquiries of the inbox: all but those in quarantine (staff see those in their own list). */
function inbox(db: Db): Inbox {
  return db.selectFrom('user_requests').where('user_requests.status', '<>', 'quarantine') as Inbox;
}

function filtered(db: Db, filter: InboxFilter): Inbox {
  let query = inbox(db);
  if (filter.status) query = query.where('user_requests.work_status', '=', filter.status);
  if (filter.type) query = query.where(typeOf, '=', filter.type);
  if (filter.from)
    query = query.where(
      'user_requests.created_at',
      '>=',
      sql<Date>`(cast(${filter.from} as date)::timestamp at time zone ${ZONE})`,
    );
  if (filter.to)
    query = query.where(
      'user_requests.created_at',
      '<',
      sql<Date>`((cast(${filter.to} as date) + 1)::timestamp at time zone ${ZONE})`,
    );
  if (filter.q) {
    const pattern = `%${likeEscaped(filter.q)}%`;
    query = query.where((eb) =>
      eb.or([eb('user_requests.firstname', 'ilike', pattern), eb('user_requests.email', 'ilike', pattern)]),
    );
  }
  return query;
}

const ROW = [
  'user_requests.id',
  'user_requests.firstname',
  'user_requests.email',
  'user_requests.phone',
  'user_requests.content',
  'user_requests.work_status',
  'user_requests.staff_note',
  'user_requests.created_at',
] as const;

export type InboxRow = Awaited<ReturnType<typeof listRows>>[number];

/** The filtered enquiries, newest first, `limit` from `offset`. */
export async function listRows(db: Db, filter: InboxFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .select(ROW)
    .orderBy('user_requests.created_at', 'desc')
    .orderBy('user_requests.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRows(db: Db, filter: InboxFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Enquiries of the inbox in `new`, whatever the filter. */
export async function countNew(db: Db): Promise<number> {
  return countRows(db, { status: 'new' });
}

/** One enquiry of the inbox with everything stored about it; undefined when none (or quarantined). */
export async function findEnquiry(db: Db, id: number) {
  return inbox(db)
    .select([...ROW, 'user_requests.locale', 'user_requests.site_url', 'user_requests.status'])
    .where('user_requests.id', '=', id)
    .executeTakeFirst();
}

export async function historyOf(db: Db, id: number) {
  return db
    .selectFrom('user_request_status_history as h')
    .leftJoin('users', 'users.id', 'h.staff_user_id')
    .select(['h.from_status', 'h.to_status', 'h.changed_at', 'users.email'])
    .where('h.user_request_id', '=', id)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
}

/** The work status of an enquiry of the inbox, its row locked to the end of the transaction. */
export async function lockStatus(db: Db, id: number): Promise<string | undefined> {
  const row = await inbox(db)
    .select('user_requests.work_status')
    .where('user_requests.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.work_status;
}

export async function updateEnquiry(db: Db, id: number, set: { work_status?: string; staff_note?: string }) {
  await db.updateTable('user_requests').set(set).where('id', '=', id).execute();
}

export async function recordStatusChange(
  db: Db,
  change: { id: number; from: string; to: string; staffUserId: number },
): Promise<void> {
  await db
    .insertInto('user_request_status_history')
    .values({
      user_request_id: change.id,
      from_status: change.from,
      to_status: change.to,
      staff_user_id: change.staffUserId,
    })
    .execute();
}

/**
 * The ready-made company an enquiry has reserved, with its name in `locale` (else in Czech) and
 * the state the public listing sees: `confirmed`, `pending` until `expires_at`, `lapsed` after it.
 */
export async function reservationOfEnquiry(db: Db, id: number, locale: string) {
  return db
    .selectFrom('readymade_reservations as r')
    .leftJoin('content_translations as t', (join) =>
      join.on('t.type', '=', 'readymade-company').onRef('t.item_id', '=', 'r.company_id').on('t.locale', '=', locale),
    )
    .leftJoin('content_translations as cs', (join) =>
      join.on('cs.type', '=', 'readymade-company').onRef('cs.item_id', '=', 'r.company_id').on('cs.locale', '=', 'cs'),
    )
    .select([
      'r.company_id',
      'r.expires_at',
      sql<string | null>`coalesce(t.title, cs.title)`.as('company_name'),
      sql<'pending' | 'confirmed' | 'lapsed'>`case when r.status = 'confirmed' then 'confirmed'
        when r.expires_at > now() then 'pending' else 'lapsed' end`.as('status'),
    ])
    .where('r.user_request_id', '=', id)
    .executeTakeFirst();
}

/** An attachment of an enquiry (a file not linked to one is not staff's to read here). */
export async function findAttachment(db: Db, fileId: string) {
  return db
    .selectFrom('uploaded_files')
    .select(['original_name', 'mime', 'size'])
    .where('id', '=', fileId)
    .where('user_request_id', 'is not', null)
    .executeTakeFirst();
}
