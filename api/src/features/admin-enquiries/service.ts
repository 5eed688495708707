import type {
  AdminEnquiryDetail,
  AdminEnquiryList,
  AdminEnquiryRow,
  AdminEnquiryUpdate,
  EnquiryWorkStatus,
} from 'shared/validation';
import { filesOfEnquiry } from '../upload/repository';
import type { Db } from '../../db/connection';
import { plainText } from '../user-request/service';
import { toCsv } from './csv';
import {
  countNew,
  countRows,
  findEnquiry,
  historyOf,
  listRows,
  lockStatus,
  recordStatusChange,
  reservationOfEnquiry,
  updateEnquiry,
  type InboxFilter,
  type InboxRow,
} from './repository';

/** The most rows one CSV export holds (the newest of the filter). */
const EXPORT_MAX_ROWS = 10_000;

/** What the inbox shows as the item: the item asked about, or an order's lines. */
function itemName(content: Record<string, unknown>): string | null {
  if (content.type === 'order' && Array.isArray(content.lines)) {
    const names = content.lines
      .map((line: unknown) =>
        line && typeof line === 'object' && typeof (line as { name?: unknown }).name === 'string'
          ? (line as { name: string }).name
          : '',
      )
      .filter(Boolean);
    return names.length ? names.join(', ') : null;
  }
  return typeof content.name === 'string' && content.name !== '' ? content.name : null;
}

function toRow(row: InboxRow): AdminEnquiryRow {
  return {
    id: row.id,
    type: typeof row.content.type === 'string' ? row.content.type : 'contact-form',
    item_name: itemName(row.content),
    name: row.firstname,
    email: row.email,
    phone: row.phone,
    created_at: row.created_at.toISOString(),
    status: row.work_status as EnquiryWorkStatus,
  };
}

export async function listEnquiries(
  db: Db,
  filter: InboxFilter,
  page: { limit: number; offset: number },
): Promise<AdminEnquiryList> {
  const [rows, total, newCount] = await Promise.all([
    listRows(db, filter, page.limit, page.offset),
    countRows(db, filter),
    countNew(db),
  ]);
  return { data: rows.map(toRow), meta: { total, limit: page.limit, offset: page.offset, newCount } };
}

/** One enquiry with its files, reservation and status history; null when there is none in the inbox. */
export async function enquiryDetail(db: Db, id: number): Promise<AdminEnquiryDetail | null> {
  const row = await findEnquiry(db, id);
  if (!row) return null;
  const [files, history, reservation] = await Promise.all([
    filesOfEnquiry(db, id),
    historyOf(db, id),
    reservationOfEnquiry(db, id, row.locale),
  ]);
  return {
    data: {
      ...toRow(row),
      locale: row.locale,
      site_url: row.site_url,
      received_as: row.status,
      note: row.staff_note,
      content: row.content,
      files: files.map((f) => ({ id: f.id, name: f.original_name, mime: f.mime, size: f.size })),
      reservation: reservation
        ? {
            company_id: reservation.company_id,
            // A company gone from the content keeps its number.
            company_name: reservation.company_name ?? String(reservation.company_id),
            status: reservation.status,
            expires_at: reservation.expires_at?.toISOString() ?? null,
          }
        : null,
      history: history.map((h) => ({
        from: h.from_status,
        to: h.to_status,
        by: h.email ?? null,
        at: h.changed_at.toISOString(),
      })),
    },
  };
}

/**
 * Changes an enquiry's status and/or note in one transaction on its locked row; a changed status
 * is recorded in the history (from, to, the staff user, now), an unchanged one is not. False when
 * there is no such enquiry in the inbox.
 */
export async function updateEnquiryWork(
  db: Db,
  id: number,
  change: AdminEnquiryUpdate,
  staffUserId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await lockStatus(trx, id);
    if (current === undefined) return false;
    const set: { work_status?: string; staff_note?: string } = {};
    if (change.note !== undefined) set.staff_note = plainText(change.note);
    if (change.status !== undefined && change.status !== current) {
      set.work_status = change.status;
      await recordStatusChange(trx, { id, from: current, to: change.status, staffUserId });
    }
    if (Object.keys(set).length) await updateEnquiry(trx, id, set);
    return true;
  });
}

/** Czech names of the statuses, for the CSV. */
const STATUS_CS: Record<string, string> = {
  new: 'nová',
  contacted: 'kontaktována',
  won: 'získaná',
  lost: 'ztracená',
  spam: 'spam',
};

const PRAGUE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Today in Prague, YYYY-MM-DD (the export's file name). */
export function pragueDate(now = new Date()): string {
  return PRAGUE_TIME.format(now).slice(0, 10);
}

const CSV_HEADER = ['ID', 'Datum', 'Typ', 'Položka', 'Jméno', 'E-mail', 'Telefon', 'Stav', 'Poznámka'];

/** The filtered enquiries (newest first, at most EXPORT_MAX_ROWS) as the CSV document. */
export async function exportCsv(db: Db, filter: InboxFilter): Promise<string> {
  const rows = await listRows(db, filter, EXPORT_MAX_ROWS, 0);
  return toCsv(
    CSV_HEADER,
    rows.map((row) => {
      const view = toRow(row);
      return [
        view.id,
        PRAGUE_TIME.format(row.created_at),
        view.type,
        view.item_name,
        view.name,
        view.email,
        view.phone,
        STATUS_CS[view.status] ?? view.status,
        row.staff_note,
      ];
    }),
  );
}
