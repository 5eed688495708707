import { getJson, requestJson, withQuery } from 'shared';
import type { AdminEnquiryDetail, AdminEnquiryList, AdminOutbox, Quarantine } from 'shared/validation';
import { filterQuery, PAGE_SIZE, type InboxFilters } from './view';

/*
 * The staff inbox's calls. Staff only: the browser's session cookie goes along with each, and the
 * links (the CSV export, the attachments) are downloads the browser makes with it too.
 */

export type EnquiryDetail = AdminEnquiryDetail['data'];
export type QuarantinedEnquiry = Quarantine['data'][number];
export type WorkChange = { status?: string; note?: string };

const ENQUIRIES = '/api/admin/enquiries';

/** One page of the list, newest first, with the number of enquiries still new. */
export function fetchEnquiries(filters: InboxFilters, page: number, signal?: AbortSignal): Promise<AdminEnquiryList> {
  return getJson(ENQUIRIES, 'adminEnquiryList', {
    query: { ...filterQuery(filters), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    signal,
  });
}

export async function fetchEnquiry(id: number, signal: AbortSignal): Promise<EnquiryDetail> {
  return (await getJson(`${ENQUIRIES}/${id}`, 'adminEnquiryDetail', { signal })).data;
}

/** A new status, a new note, or both; the answer is the enquiry as it now is (with its history). */
export async function updateEnquiry(id: number, change: WorkChange): Promise<EnquiryDetail> {
  return (await requestJson('patch', `${ENQUIRIES}/${id}`, 'adminEnquiryDetail', { body: change })).data;
}

/** Confirms the ready-made reservation for good, or releases the company. */
export async function changeReservation(id: number, step: 'confirm' | 'release'): Promise<EnquiryDetail> {
  return (await requestJson('post', `${ENQUIRIES}/${id}/reservation/${step}`, 'adminEnquiryDetail')).data;
}

export async function fetchQuarantine(signal: AbortSignal): Promise<QuarantinedEnquiry[]> {
  return (await getJson('/api/admin/quarantine', 'quarantine', { signal })).data;
}

/** Releases an enquiry set aside to the leads (it becomes `new` and its lead e-mail goes out). */
export async function releaseQuarantined(id: number): Promise<void> {
  await requestJson('post', `/api/admin/quarantine/${id}/release`, 'success');
}

export function fetchOutbox(signal: AbortSignal): Promise<AdminOutbox> {
  return getJson('/api/admin/outbox', 'adminOutbox', { signal });
}

/** The filtered list (every page of it) as a CSV download. */
export function exportHref(filters: InboxFilters): string {
  return withQuery(`${ENQUIRIES}/export.csv`, filterQuery(filters));
}

/** An attachment's download. */
export function fileHref(id: string): string {
  return `/api/admin/files/${encodeURIComponent(id)}`;
}
