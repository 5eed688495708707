import { sql, type Kysely, type Migration } from 'kysely';

// Accented letters of Czech, Slovak, German, Polish, Hungarian and the common Western set,
// folded to ASCII. Both cases are listed: lower() only folds ASCII under the C locale PGlite uses.
const ACCENTED = 'ÁÀÂÄÃÅĄČĆÇĎÉÈÊËĚĘÍÌÎÏĽĹŁŇŃÑÓÒÔÖÕŐØŘŔŠŚŤÚÙÛÜŮŰÝŸŽŹŻáàâäãåąčćçďéèêëěęíìîïľĺłňńñóòôöõőøřŕšśťúùûüůűýÿžźż';
const PLAIN = 'AAAAAAACCCDEEEEEEIIIILLLNNNOOOOOOORRSSTUUUUUUYYZZZaaaaaaacccdeeeeeeiiiilllnnnooooooorrsstuuuuuuyyzzz';

const statements = [
  `create function app_normalize(input text) returns text language sql immutable parallel safe as $$
     select lower(translate(coalesce(input, ''), '${ACCENTED}', '${PLAIN}'))
   $$`,

  `create table users (
     id serial primary key,
     email text not null,
     password_hash text not null,
     name text not null default '',
     scope jsonb not null default '["user"]',
     created_at timestamptz not null default now()
   )`,
  `create unique index users_email_key on users (lower(email))`,

  `create table access_tokens (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     token_hash text not null unique,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     revoked_at timestamptz
   )`,

  `create table settings (
     locale text not null,
     name text not null,
     value jsonb not null,
     updated_at timestamptz not null default now(),
     primary key (locale, name)
   )`,

  `create table banners (
     locale text not null,
     key text not null,
     title text not null,
     url text not null default '',
     path text not null default '',
     image text not null default '',
     primary key (locale, key)
   )`,

  `create table content_items (
     type text not null,
     id integer not null,
     data jsonb not null default '{}',
     updated_at timestamptz not null default now(),
     primary key (type, id)
   )`,
  `create table content_translations (
     type text not null,
     item_id integer not null,
     locale text not null,
     slug text not null,
     title text not null,
     fields jsonb not null default '{}',
     search_text text not null default '',
     search_norm text generated always as (app_normalize(title || ' ' || search_text)) stored,
     primary key (type, item_id, locale),
     unique (type, locale, slug),
     foreign key (type, item_id) references content_items (type, id) on delete cascade
   )`,
  `create index content_translations_locale on content_translations (locale, type)`,

  `create table product_categories (
     id integer primary key,
     position integer not null default 0
   )`,
  `create table product_category_translations (
     category_id integer not null references product_categories(id) on delete cascade,
     locale text not null,
     name text not null,
     slug text not null,
     primary key (category_id, locale)
   )`,
  `create table products (
     id integer primary key,
     price numeric(12,2) not null check (price >= 0),
     original_price numeric(12,2),
     is_price_sale_active boolean not null default false,
     tax_rate numeric(5,2) not null default 21,
     main_image text,
     virtual_office_id integer,
     default_category_id integer references product_categories(id) on delete set null,
     is_active boolean not null default true
   )`,
  `create table product_translations (
     product_id integer not null references products(id) on delete cascade,
     locale text not null,
     name text not null,
     slug text not null,
     primary key (product_id, locale)
   )`,
  `create table product_category_links (
     product_id integer not null references products(id) on delete cascade,
     category_id integer not null references product_categories(id) on delete cascade,
     position integer not null default 0,
     primary key (product_id, category_id)
   )`,
  `create table product_variants (
     id integer primary key,
     product_id integer not null references products(id) on delete cascade,
     names jsonb not null default '{}',
     price numeric(12,2),
     is_active boolean not null default true
   )`,

  `create table currencies (
     id integer primary key,
     code text not null unique,
     symbol_before text not null default '',
     symbol_after text not null default '',
     decimals integer not null default 0,
     rate numeric(14,6) not null,
     is_default boolean not null default false
   )`,
  `create table countries (
     id integer primary key,
     code text not null unique,
     names jsonb not null default '{}'
   )`,

  `create table carts (
     id serial primary key,
     user_id integer references users(id) on delete cascade,
     temp_id text unique,
     locale text not null default 'cs',
     guest_email text,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     check (user_id is not null or temp_id is not null)
   )`,
  `create index carts_user on carts (user_id)`,
  `create table cart_lines (
     id serial primary key,
     cart_id integer not null references carts(id) on delete cascade,
     product_id integer not null references products(id),
     variant_id integer references product_variants(id),
     note text not null default '',
     quantity integer not null check (quantity > 0),
     created_at timestamptz not null default now()
   )`,
  `create unique index cart_lines_item on cart_lines (cart_id, product_id, coalesce(variant_id, 0))`,

  `create table vouchers (
     id integer primary key,
     code text not null,
     name jsonb not null default '{}',
     service_type text not null default 'eshop',
     discount_type text not null check (discount_type in ('percent', 'amount')),
     discount_value numeric(12,2) not null check (discount_value >= 0),
     active_from timestamptz,
     active_to timestamptz,
     minimal_price numeric(12,2),
     quantity integer,
     quantity_per_user integer,
     user_id integer references users(id) on delete cascade
   )`,
  `create unique index vouchers_code on vouchers (upper(code))`,
  `create table cart_vouchers (
     cart_id integer not null references carts(id) on delete cascade,
     voucher_id integer not null references vouchers(id) on delete cascade,
     added_at timestamptz not null default now(),
     primary key (cart_id, voucher_id)
   )`,
  `create table voucher_uses (
     id serial primary key,
     voucher_id integer not null references vouchers(id) on delete cascade,
     cart_id integer references carts(id) on delete cascade,
     user_id integer references users(id) on delete set null,
     email text,
     used_at timestamptz not null default now()
   )`,
  `create index voucher_uses_voucher on voucher_uses (voucher_id)`,

  `create table subscribers (
     id serial primary key,
     email text not null,
     locale text not null default 'cs',
     site_url text,
     created_at timestamptz not null default now()
   )`,
  `create unique index subscribers_email on subscribers (lower(email))`,

  `create table user_requests (
     id serial primary key,
     firstname text not null,
     email text not null,
     phone text not null default '',
     content jsonb not null,
     locale text not null default 'cs',
     status text not null default 'new',
     site_url text,
     user_id integer references users(id) on delete set null,
     created_at timestamptz not null default now()
   )`,

  `create table readymade_reservations (
     company_id integer primary key,
     user_request_id integer references user_requests(id) on delete set null,
     source text not null,
     reserved_at timestamptz not null default now()
   )`,

  `create table uploaded_files (
     id text primary key,
     stored_name text not null unique,
     original_name text not null,
     mime text not null,
     size integer not null,
     sha256 text not null,
     user_request_id integer references user_requests(id) on delete set null,
     created_at timestamptz not null default now()
   )`,
];

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
