import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ContentType } from 'shared/constants';

/** JSON columns are written as JSON text and read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns: parsed to number by the connection, written as number. */
type Num = ColumnType<number, number | string, number | string>;
type NullableNum = ColumnType<number | null, number | string | null | undefined, number | string | null>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: Generated<string>;
  scope: Json<string[]>;
  created_at: CreatedAt;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  user_agent: Generated<string>;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface LoginThrottleTable {
  account_key: string;
  failures: number;
  first_failed_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** A browser that has logged in to the account (see migration 0010): the hash of its cookie's secret. */
export interface LoginDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp;
}

export interface SettingsTable {
  locale: string;
  name: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

export interface BannersTable {
  locale: string;
  key: string;
  title: string;
  url: string;
  path: string;
  image: string;
}

export interface ContentItemsTable {
  /** One of CONTENT_TYPES: the seed writes no other. */
  type: ContentType;
  id: number;
  data: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface ContentTranslationsTable {
  type: ContentType;
  item_id: number;
  locale: string;
  slug: string;
  title: string;
  fields: Json<Record<string, unknown>>;
  search_text: string;
  search_norm: ColumnType<string, never, never>;
}

export interface ReadymadeReservationsTable {
  company_id: number;
  user_request_id: number | null;
  source: string;
  reserved_at: CreatedAt;
  status: Generated<string>;
  expires_at: NullableTimestamp;
  email: string | null;
  client_key: string | null;
}

export interface ProductCategoriesTable {
  id: number;
  position: Generated<number>;
}

export interface ProductCategoryTranslationsTable {
  category_id: number;
  locale: string;
  name: string;
  slug: string;
}

export interface ProductsTable {
  id: number;
  price: Num;
  original_price: NullableNum;
  is_price_sale_active: boolean;
  tax_rate: Num;
  main_image: string | null;
  virtual_office_id: number | null;
  default_category_id: number | null;
  is_active: Generated<boolean>;
}

export interface ProductTranslationsTable {
  product_id: number;
  locale: string;
  name: string;
  slug: string;
}

export interface ProductCategoryLinksTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductVariantsTable {
  id: number;
  product_id: number;
  names: Json<Record<string, string>>;
  price: NullableNum;
  is_active: Generated<boolean>;
}

export interface CurrenciesTable {
  id: number;
  code: string;
  symbol_before: string;
  symbol_after: string;
  decimals: number;
  rate: Num;
  is_default: boolean;
}

export interface CountriesTable {
  id: number;
  code: string;
  names: Json<Record<string, string>>;
}

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

export type MailKind = 'lead' | 'confirmation';
export type MailStatus = 'pending' | 'sent' | 'failed';

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

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  login_devices: LoginDevicesTable;
  settings: SettingsTable;
  banners: BannersTable;
  content_items: ContentItemsTable;
  content_translations: ContentTranslationsTable;
  readymade_reservations: ReadymadeReservationsTable;
  product_categories: ProductCategoriesTable;
  product_category_translations: ProductCategoryTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_category_links: ProductCategoryLinksTable;
  product_variants: ProductVariantsTable;
  currencies: CurrenciesTable;
  countries: CountriesTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  vouchers: VouchersTable;
  cart_vouchers: CartVouchersTable;
  voucher_uses: VoucherUsesTable;
  subscribers: SubscribersTable;
  user_requests: UserRequestsTable;
  user_request_status_history: UserRequestStatusHistoryTable;
  uploaded_files: UploadedFilesTable;
  uploaded_file_chunks: UploadedFileChunksTable;
  rate_limit_counters: RateLimitCountersTable;
  cart_orders: CartOrdersTable;
  mail_outbox: MailOutboxTable;
}

export type User = Selectable<UsersTable>;
export type NewUserRequest = Insertable<UserRequestsTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type NewMail = Insertable<MailOutboxTable>;
