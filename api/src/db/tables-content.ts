// The tables of what the site shows: settings, banners, content and its translations, the
// catalogue (categories, products, variants), currencies and countries.
import type { ColumnType, Generated } from 'kysely';
import type { ContentType } from 'shared/constants';
import type { Json, CreatedAt, Timestamp, NullableTimestamp, Num, NullableNum } from './column-types';

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
