import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { CONTENT_TYPES, LOCALES, type ContentType, type Locale } from 'shared/constants';
import { hashPassword } from '../core/auth';
import type { Db } from './connection';
import { lockUntilCommit } from './locks';

/** Content files under `content/`, one per type; `info-pages.json` is loaded as type `info-page`. */
export const SEEDED_CONTENT_TYPES = CONTENT_TYPES.filter((type) => type !== 'info-page');

export interface SeedOptions {
  seedDir: string;
  /** Load demo.json when the database was empty before this run. */
  demo: boolean;
}

export interface SeedReport {
  files: string[];
  counts: Record<string, number>;
  demo: boolean;
}

type Dict = Record<string, unknown>;

class SeedError extends Error {}

function isDict(v: unknown): v is Dict {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SeedError(`Seed file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

function arrayFile(path: string): Dict[] {
  const value = readJson(path);
  if (!Array.isArray(value) || !value.every(isDict))
    throw new SeedError(`Seed file ${path} must hold an array of objects`);
  return value;
}

function int(value: unknown, where: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  throw new SeedError(`${where}: expected a positive integer id, got ${JSON.stringify(value)}`);
}

function str(value: unknown, where: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new SeedError(`${where}: expected a non-empty string, got ${JSON.stringify(value)}`);
}

function num(value: unknown, fallback: number | null = null): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

const json = (value: unknown) => JSON.stringify(value ?? null);

/** Plain text for search: every string of the translation except the slug, tags stripped. */
export function searchTextOf(fields: Dict): string {
  const parts: string[] = [];
  const walk = (v: unknown, key?: string) => {
    if (key === 'slug' || key === 'title') return;
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x));
    else if (isDict(v)) for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(fields);
  return stripHtml(parts.join(' ')).slice(0, 50_000);
}

export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

async function isEmpty(db: Db): Promise<boolean> {
  const row = await sql<{
    used: boolean;
  }>`select (exists (select 1 from content_items) or exists (select 1 from users) or exists (select 1 from vouchers)) as used`.execute(
    db,
  );
  return !row.rows[0]?.used;
}

/**
 * Loads every seed file that exists, upserting by id: running it again changes nothing, and
 * rows the files do not name (enquiries, carts, reservations made by visitors) are kept.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const { seedDir } = options;
  const report: SeedReport = { files: [], counts: {}, demo: false };
  const file = (name: string) => {
    const path = join(seedDir, name);
    if (!existsSync(path)) return undefined;
    report.files.push(name);
    return path;
  };

  await db.transaction().execute(async (trx) => {
    // Instances that start together seed one after the other: the second finds the first's rows
    // (so the demo data, loaded only into an empty database, is loaded once).
    await lockUntilCommit(trx, 'seed');
    const empty = await isEmpty(trx);
    for (const type of SEEDED_CONTENT_TYPES) {
      const path = file(`content/${type}.json`);
      if (path) report.counts[type] = await loadContent(trx, type, arrayFile(path), path);
    }
    const info = file('info-pages.json');
    if (info) report.counts['info-page'] = await loadContent(trx, 'info-page', arrayFile(info), info);

    const settings = file('settings.json');
    if (settings) report.counts.settings = await loadSettings(trx, readJson(settings), settings);
    const banners = file('banners.json');
    if (banners) report.counts.banners = await loadBanners(trx, readJson(banners), banners);
    const currencies = file('currencies.json');
    if (currencies) report.counts.currencies = await loadCurrencies(trx, arrayFile(currencies), currencies);
    const countries = file('countries.json');
    if (countries) report.counts.countries = await loadCountries(trx, arrayFile(countries), countries);
    const categories = file('product-categories.json');
    if (categories) report.counts.productCategories = await loadCategories(trx, arrayFile(categories), categories);
    const products = file('products.json');
    if (products) report.counts.products = await loadProducts(trx, arrayFile(products), products);

    if (options.demo && empty) {
      const demo = file('demo.json');
      if (demo) {
        await loadDemo(trx, readJson(demo), demo);
        report.demo = true;
      }
    }
  });
  return report;
}

function translationsOf(item: Dict, where: string): [string, Dict][] {
  const translations = item.translations;
  if (!isDict(translations)) throw new SeedError(`${where}: missing translations`);
  const out: [string, Dict][] = [];
  for (const locale of LOCALES) {
    const t = translations[locale];
    if (t === undefined) continue;
    if (!isDict(t)) throw new SeedError(`${where}: translation ${locale} must be an object`);
    out.push([locale, t]);
  }
  if (!out.length) throw new SeedError(`${where}: no cs or en translation`);
  return out;
}

async function loadContent(db: Db, type: ContentType, items: Dict[], path: string): Promise<number> {
  for (const item of items) {
    const id = int(item.id, `${path} item`);
    const where = `${path} item ${id}`;
    const data = item.data === undefined ? {} : item.data;
    if (!isDict(data)) throw new SeedError(`${where}: data must be an object`);
    await db
      .insertInto('content_items')
      .values({ type, id, data: json(data) })
      .onConflict((oc) => oc.columns(['type', 'id']).doUpdateSet({ data: json(data), updated_at: new Date() }))
      .execute();
    for (const [locale, t] of translationsOf(item, where)) {
      const slug = str(t.slug, `${where} ${locale}.slug`);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
        throw new SeedError(`${where} ${locale}.slug: not lower-case ASCII with hyphens: ${slug}`);
      const title = str(t.title, `${where} ${locale}.title`);
      const { slug: _s, title: _t, ...fields } = t;
      const row = { slug, title, fields: json(fields), search_text: searchTextOf(fields) };
      await db
        .insertInto('content_translations')
        .values({ type, item_id: id, locale, ...row })
        .onConflict((oc) => oc.columns(['type', 'item_id', 'locale']).doUpdateSet(row))
        .execute();
    }
    if (type === 'readymade-company') {
      if (data.reserved === true) {
        await db
          .insertInto('readymade_reservations')
          .values({ company_id: id, source: 'seed', user_request_id: null })
          .onConflict((oc) => oc.column('company_id').doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('readymade_reservations')
          .where('company_id', '=', id)
          .where('source', '=', 'seed')
          .execute();
      }
    }
  }
  return items.length;
}

/** Calls `load` for each entry of a `{ cs: {...}, en: {...} }` file; returns how many there were. */
async function forEachLocaleEntry(
  value: unknown,
  path: string,
  load: (locale: Locale, key: string, entry: unknown) => Promise<void>,
): Promise<number> {
  if (!isDict(value)) throw new SeedError(`${path}: expected { cs: {...}, en: {...} }`);
  let n = 0;
  for (const locale of LOCALES) {
    const entries = value[locale];
    if (entries === undefined) continue;
    if (!isDict(entries)) throw new SeedError(`${path}: ${locale} must be an object`);
    for (const [key, entry] of Object.entries(entries)) {
      await load(locale, key, entry);
      n++;
    }
  }
  return n;
}

function loadSettings(db: Db, value: unknown, path: string): Promise<number> {
  return forEachLocaleEntry(value, path, async (locale, name, v) => {
    await db
      .insertInto('settings')
      .values({ locale, name, value: json(v) })
      .onConflict((oc) => oc.columns(['locale', 'name']).doUpdateSet({ value: json(v), updated_at: new Date() }))
      .execute();
  });
}

function loadBanners(db: Db, value: unknown, path: string): Promise<number> {
  return forEachLocaleEntry(value, path, async (locale, key, b) => {
    if (!isDict(b)) throw new SeedError(`${path}: ${locale}.${key} must be an object`);
    const row = {
      title: String(b.title ?? ''),
      url: String(b.url ?? ''),
      path: String(b.path ?? ''),
      image: String(b.image ?? ''),
    };
    await db
      .insertInto('banners')
      .values({ locale, key, ...row })
      .onConflict((oc) => oc.columns(['locale', 'key']).doUpdateSet(row))
      .execute();
  });
}

async function loadCurrencies(db: Db, items: Dict[], path: string): Promise<number> {
  for (const c of items) {
    const id = int(c.id, `${path} currency`);
    const row = {
      code: str(c.code, `${path} currency ${id}.code`),
      symbol_before: String(c.symbol_before ?? ''),
      symbol_after: String(c.symbol_after ?? ''),
      decimals: num(c.decimals, 0) ?? 0,
      rate: num(c.rate, 1) ?? 1,
      is_default: c.is_default === true,
    };
    await db
      .insertInto('currencies')
      .values({ id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
  return items.length;
}

async function loadCountries(db: Db, items: Dict[], path: string): Promise<number> {
  for (const c of items) {
    const id = int(c.id, `${path} country`);
    const names: Record<string, string> = {};
    for (const [locale, t] of translationsOf(c, `${path} country ${id}`))
      names[locale] = str(t.name, `${path} country ${id} ${locale}.name`);
    const row = { code: str(c.code, `${path} country ${id}.code`), names: json(names) };
    await db
      .insertInto('countries')
      .values({ id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
  return items.length;
}

async function loadCategories(db: Db, items: Dict[], path: string): Promise<number> {
  let position = 0;
  for (const c of items) {
    const id = int(c.id, `${path} category`);
    position++;
    await db
      .insertInto('product_categories')
      .values({ id, position })
      .onConflict((oc) => oc.column('id').doUpdateSet({ position }))
      .execute();
    for (const [locale, t] of translationsOf(c, `${path} category ${id}`)) {
      const row = { name: str(t.name, `${path} category ${id} ${locale}.name`), slug: String(t.slug ?? '') };
      await db
        .insertInto('product_category_translations')
        .values({ category_id: id, locale, ...row })
        .onConflict((oc) => oc.columns(['category_id', 'locale']).doUpdateSet(row))
        .execute();
    }
  }
  return items.length;
}

async function loadProducts(db: Db, items: Dict[], path: string): Promise<number> {
  for (const p of items) {
    const id = int(p.id, `${path} product`);
    const where = `${path} product ${id}`;
    const data = p.data;
    if (!isDict(data)) throw new SeedError(`${where}: data must be an object`);
    const price = num(data.price);
    if (price === null || price < 0) throw new SeedError(`${where}: data.price must be a number`);
    const categoryIds = Array.isArray(data.categoryIds)
      ? data.categoryIds.filter((x): x is number => typeof x === 'number')
      : [];
    const row = {
      price,
      original_price: num(data.original_price),
      is_price_sale_active: data.is_price_sale_active === true,
      tax_rate: num(data.tax_rate, 21) ?? 21,
      main_image: typeof data.main_image === 'string' ? data.main_image : null,
      virtual_office_id: typeof data.virtualOfficeId === 'number' ? data.virtualOfficeId : null,
      default_category_id: categoryIds[0] ?? null,
    };
    await db
      .insertInto('products')
      .values({ id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    for (const [locale, t] of translationsOf(p, where)) {
      const tr = { name: str(t.name, `${where} ${locale}.name`), slug: String(t.slug ?? '') };
      await db
        .insertInto('product_translations')
        .values({ product_id: id, locale, ...tr })
        .onConflict((oc) => oc.columns(['product_id', 'locale']).doUpdateSet(tr))
        .execute();
    }
    await db.deleteFrom('product_category_links').where('product_id', '=', id).execute();
    for (const [position, categoryId] of categoryIds.entries()) {
      await db
        .insertInto('product_category_links')
        .values({ product_id: id, category_id: categoryId, position })
        .execute();
    }
    if (Array.isArray(data.variants)) {
      for (const v of data.variants) {
        if (!isDict(v)) continue;
        const vid = int(v.id, `${where} variant`);
        const vrow = { product_id: id, names: json(isDict(v.names) ? v.names : {}), price: num(v.price) };
        await db
          .insertInto('product_variants')
          .values({ id: vid, ...vrow })
          .onConflict((oc) => oc.column('id').doUpdateSet(vrow))
          .execute();
      }
    }
  }
  return items.length;
}

const date = (v: unknown) => (typeof v === 'string' && v ? new Date(v) : null);

async function loadDemo(db: Db, value: unknown, path: string): Promise<void> {
  if (!isDict(value)) throw new SeedError(`${path}: expected an object`);
  const userIds = new Map<string, number>();
  for (const u of Array.isArray(value.users) ? value.users.filter(isDict) : []) {
    const email = str(u.email, `${path} user.email`).toLowerCase();
    const password_hash = await hashPassword(str(u.password, `${path} user.password`));
    const row = await db
      .insertInto('users')
      .values({
        email,
        password_hash,
        name: String(u.name ?? ''),
        scope: json(Array.isArray(u.scope) ? u.scope : ['user']),
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    const id =
      row?.id ??
      (
        await db
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    userIds.set(email, id);
  }
  for (const v of Array.isArray(value.vouchers) ? value.vouchers.filter(isDict) : []) {
    const id = int(v.id, `${path} voucher`);
    const row = {
      code: str(v.code, `${path} voucher ${id}.code`),
      name: json(isDict(v.name) ? v.name : {}),
      service_type: String(v.serviceType ?? 'eshop'),
      discount_type: v.discountType === 'amount' ? ('amount' as const) : ('percent' as const),
      discount_value: num(v.discountValue, 0) ?? 0,
      active_from: date(v.activeFrom),
      active_to: date(v.activeTo),
      minimal_price: num(v.minimalPrice),
      quantity: num(v.quantity),
      quantity_per_user: num(v.quantityPerUser),
      user_id: typeof v.userEmail === 'string' ? (userIds.get(v.userEmail.toLowerCase()) ?? null) : null,
    };
    await db
      .insertInto('vouchers')
      .values({ id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
  for (const use of Array.isArray(value.voucherUses) ? value.voucherUses.filter(isDict) : []) {
    await db
      .insertInto('voucher_uses')
      .values({
        voucher_id: int(use.voucherId, `${path} voucherUse.voucherId`),
        email: typeof use.email === 'string' ? use.email.toLowerCase() : null,
        user_id: typeof use.userEmail === 'string' ? (userIds.get(use.userEmail.toLowerCase()) ?? null) : null,
        cart_id: null,
        ...(typeof use.usedAt === 'string' ? { used_at: use.usedAt } : {}),
      })
      .execute();
  }
}
