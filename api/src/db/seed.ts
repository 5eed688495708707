import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { CONTENT_TYPES, LOCALES, type ContentType, type Locale } from 'shared/constants';
import type { Db } from './connection';
import { lockUntilCommit } from './locks';
import { loadCategories, loadCountries, loadCurrencies, loadProducts } from './seed-catalog';
import { loadDemo } from './seed-demo';
import { arrayFile, int, isDict, json, readJson, SeedError, str, translationsOf, type Dict } from './seed-input';

/** Content files under `content/`, one per type; `info-pages.json` is loaded as type `info-page`. */
const SEEDED_CONTENT_TYPES = CONTENT_TYPES.filter((type) => type !== 'info-page');

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

/** Plain text for search: every string of the translation except the slug, tags stripped. */
function searchTextOf(fields: Dict): string {
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

function stripHtml(html: string): string {
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
