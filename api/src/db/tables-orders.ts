// The tables of what visitors send: carts, vouchers, newsletter subscribers, enquiries and their
// history, orders, uploaded files, rate-limit windows and the e-mail outbox.
import type { ColumnType, Generated } from 'kysely';
import type { Json, CreatedAt, Timestamp, NullableTimestamp, Num, NullableNum } from './column-types';

export interface CartsTable {
  id: Generated<number>;
  user_id: number | null;
  temp_id: string | null;
  locale: string;
  guest_email: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CartLinesTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  variant_id: number | null;
  note: string;
  quantity: number;
  created_at: CreatedAt;
}

export interface VouchersTable {
  id: number;
  code: string;
  name: Json<Record<string, string>>;
  service_type: string;
  discount_type: 'percent' | 'amount';
  discount_value: Num;
  active_from: NullableTimestamp;
  active_to: NullableTimestamp;
  minimal_price: NullableNum;
  quantity: number | null;
  quantity_per_user: number | null;
  user_id: number | null;
}

export interface CartVouchersTable {
  cart_id: number;
  voucher_id: number;
  added_at: CreatedAt;
}

export interface VoucherUsesTable {
  id: Generated<number>;
  voucher_id: number;
  cart_id: number | null;
  user_id: number | null;
  email: string | null;
  user_request_id: Generated<number | null>;
  used_at: CreatedAt;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  locale: string;
  site_url: string | null;
  created_at: CreatedAt;
}

export interface UserRequestsTable {
  id: Generated<number>;
  firstname: string;
  email: string;
  phone: string;
  content: Json<Record<string, unknown>>;
  locale: string;
  status: Generated<string>;
  site_url: string | null;
  user_id: number | null;
  /**
   * The sha256 of what the visitor posted (migration 0009): the same post within a day is a repeat
   * of this enquiry. Null for orders, which are recognised by their cart's key.
   */
  repeat_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff's work status (migration 0007): `new`, `contacted`, `won`, `lost`, `spam`. */
  work_status: Generated<string>;
  /** The staff's note ('' when none). */
  staff_note: Generated<string>;
  created_at: CreatedAt;
}

/** One change of an enquiry's work status, by a staff user (null once that user is deleted). */
export interface UserRequestStatusHistoryTable {
  id: Generated<number>;
  user_request_id: number;
  from_status: string;
  to_status: string;
  staff_user_id: number | null;
  changed_at: CreatedAt;
}

export interface CartOrdersTable {
  cart_id: number;
  idempotency_key: string;
  user_request_id: number;
  total: Num;
  currency: string;
  created_at: CreatedAt;
}

export interface UploadedFilesTable {
  id: string;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  sha256: string;
  user_request_id: number | null;
  created_at: CreatedAt;
}

/** The bytes of an uploaded file, in order (see migration 0008). */
export interface UploadedFileChunksTable {
  file_id: string;
  seq: number;
  data: Buffer;
}

/** One rate-limit window of a bucket (an endpoint and a client address), shared by every instance. */
export interface RateLimitCountersTable {
  bucket: string;
  hits: number;
  resets_at: Date;
}

type MailKind = 'lead' | 'confirmation';
type MailStatus = 'pending' | 'sent' | 'failed';

/** An e-mail the site owes (see migration 0006): written with its enquiry, sent by the mail worker. */
export interface MailOutboxTable {
  id: string;
  kind: MailKind;
  user_request_id: number | null;
  /** The visitor's address for a confirmation; null for a lead until sent (then the leads mailbox it went to). */
  recipient: string | null;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  message_id: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}
