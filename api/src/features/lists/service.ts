import { LOCALES, DEFAULT_LOCALE, type Locale } from 'shared/constants';
import type { Country, Currency, LocaleInfo, ProductCategory } from 'shared/validation';
import type { Db } from '../../db/connection';

/** The currencies, the default (CZK) first. */
export async function listCurrencies(db: Db): Promise<Currency[]> {
  return db
    .selectFrom('currencies')
    .select(['id', 'code', 'symbol_before', 'symbol_after', 'decimals', 'rate', 'is_default'])
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

/** The countries named in the language (cs when a name is missing), sorted by that name. */
export async function listCountries(db: Db, locale: Locale): Promise<Country[]> {
  const rows = await db.selectFrom('countries').selectAll().execute();
  return rows
    .map((r) => ({ id: r.id, code: r.code, name: r.names[locale] ?? r.names.cs ?? r.code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The site's languages: the default has no path prefix, the others `/<code>`. */
export function listLocales(): LocaleInfo[] {
  return LOCALES.map((code) => ({
    code,
    default: code === DEFAULT_LOCALE,
    prefix: code === DEFAULT_LOCALE ? '' : `/${code}`,
  }));
}

/** The product categories of a language, in their order. */
export async function listProductCategories(db: Db, locale: Locale): Promise<ProductCategory[]> {
  return db
    .selectFrom('product_categories as c')
    .innerJoin('product_category_translations as t', (j) =>
      j.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .select(['c.id', 't.name', 't.slug'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}
