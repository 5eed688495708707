import { settle, type PageLoaderArgs } from 'shared';
import type { AdminOutbox } from 'shared/validation';
import {
  fetchEnquiries,
  fetchEnquiry,
  fetchOutbox,
  fetchQuarantine,
  type EnquiryDetail,
  type QuarantinedEnquiry,
} from './api';
import { viewOf, type InboxView } from './view';

/** What the address opens beside the list: one enquiry, a folder, or nothing more. */
export type Opened =
  | { kind: 'enquiry'; detail: EnquiryDetail }
  | { kind: 'set-aside'; rows: QuarantinedEnquiry[] }
  | { kind: 'outbox'; outbox: AdminOutbox }
  | { kind: 'list' };

function openedOf(view: InboxView, signal: AbortSignal): Promise<Opened> {
  if (view.id !== null) return fetchEnquiry(view.id, signal).then((detail) => ({ kind: 'enquiry', detail }));
  if (view.folder === 'set-aside') return fetchQuarantine(signal).then((rows) => ({ kind: 'set-aside', rows }));
  if (view.folder === 'outbox') return fetchOutbox(signal).then((outbox) => ({ kind: 'outbox', outbox }));
  return Promise.resolve({ kind: 'list' });
}

/**
 * The inbox's data for its address: the list of the filters and page (its count of new enquiries
 * is shown on every view) and what the address opens. Each part settles on its own: an enquiry
 * that is gone leaves the list as it is.
 */
export async function loader({ url, signal }: PageLoaderArgs) {
  const view = viewOf(url.searchParams);
  const [list, opened] = await Promise.all([
    settle(fetchEnquiries(view.filters, view.page, signal)),
    settle(openedOf(view, signal)),
  ]);
  return { list, opened };
}

export type InboxData = Awaited<ReturnType<typeof loader>>;
