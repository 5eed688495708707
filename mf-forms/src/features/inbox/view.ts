import { withQuery, type Query } from 'shared';
import { ENQUIRY_NAMES, type EnquiryKind } from 'shared/enquiry-names';
import type { EnquiryWorkStatus } from 'shared/validation';

/** The work statuses in the order of the workflow (the API's list: the type checker holds them to it). */
export const STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'] as const satisfies readonly EnquiryWorkStatus[];
const everyStatus: [Exclude<EnquiryWorkStatus, (typeof STATUSES)[number]>] extends [never] ? true : never = true;
void everyStatus;

/** The kinds of enquiry a filter can pick (every named kind but the catch-all). */
export const TYPES = (Object.keys(ENQUIRY_NAMES.cs) as EnquiryKind[]).filter((kind) => kind !== 'other');

/** Enquiries per page of the list. */
export const PAGE_SIZE = 20;

export type Folder = 'enquiries' | 'set-aside' | 'outbox';

/** The list's filters as the page's address carries them; an empty string is no filter. */
export interface InboxFilters {
  status: string;
  type: string;
  from: string;
  to: string;
  q: string;
}

/** What the inbox shows, read from the page's address (so a reload or a bookmark shows the same). */
export interface InboxView {
  folder: Folder;
  /** One enquiry opened (`?id=`), else null. */
  id: number | null;
  filters: InboxFilters;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the address's query; a value the inbox does not know is no filter. */
export function viewOf(params: URLSearchParams): InboxView {
  const value = (name: string) => (params.get(name) ?? '').trim();
  const status = value('status');
  const type = value('type');
  const folder = value('folder');
  const id = value('id');
  const page = Number(value('page'));
  return {
    folder: folder === 'set-aside' || folder === 'outbox' ? folder : 'enquiries',
    id: /^\d{1,12}$/.test(id) && Number(id) > 0 ? Number(id) : null,
    filters: {
      status: (STATUSES as readonly string[]).includes(status) ? status : '',
      type: (TYPES as readonly string[]).includes(type) ? type : '',
      from: DAY.test(value('from')) ? value('from') : '',
      to: DAY.test(value('to')) ? value('to') : '',
      q: value('q').slice(0, 100),
    },
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters that are set, for a query string (an empty one is left out). */
export function filterQuery(filters: InboxFilters): Query {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value || undefined]));
}

/** The list's address (`path`: the page's), with its filters and page number. */
export function listHref(path: string, filters: InboxFilters, page = 1): string {
  return withQuery(path, { ...filterQuery(filters), page: page > 1 ? page : undefined });
}

/** One enquiry's address, keeping the list's filters and page for the way back. */
export function detailHref(path: string, view: InboxView, id: number): string {
  return withQuery(path, { ...filterQuery(view.filters), page: view.page > 1 ? view.page : undefined, id });
}

/** A folder's address: the enquiries list keeps its filters, the other folders have none. */
export function folderHref(path: string, view: InboxView, folder: Folder): string {
  return folder === 'enquiries' ? listHref(path, view.filters) : withQuery(path, { folder });
}
