import type { Insertable, Selectable } from 'kysely';
import type {
  UsersTable,
  AccessTokensTable,
  SessionsTable,
  LoginThrottleTable,
  LoginDevicesTable,
} from './tables-accounts';
import type {
  SettingsTable,
  BannersTable,
  ContentItemsTable,
  ContentTranslationsTable,
  ReadymadeReservationsTable,
  ProductCategoriesTable,
  ProductCategoryTranslationsTable,
  ProductsTable,
  ProductTranslationsTable,
  ProductCategoryLinksTable,
  ProductVariantsTable,
  CurrenciesTable,
  CountriesTable,
} from './tables-content';
import type {
  CartsTable,
  CartLinesTable,
  VouchersTable,
  CartVouchersTable,
  VoucherUsesTable,
  SubscribersTable,
  UserRequestsTable,
  UserRequestStatusHistoryTable,
  CartOrdersTable,
  UploadedFilesTable,
  UploadedFileChunksTable,
  RateLimitCountersTable,
  MailOutboxTable,
} from './tables-orders';

// The database's tables as Kysely types, one module per area; this module is the one the code imports.
export type * from './tables-accounts';
export type * from './tables-content';
export type * from './tables-orders';

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

export type NewUserRequest = Insertable<UserRequestsTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type NewMail = Insertable<MailOutboxTable>;
