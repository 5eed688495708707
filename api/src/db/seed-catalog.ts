// The catalogue's seed: currencies, countries, product categories and products.
import type { Db } from './connection';
import { int, isDict, json, num, str, SeedError, translationsOf, type Dict } from './seed-input';

export async function loadCurrencies(db: Db, items: Dict[], path: string): Promise<number> {
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

export async function loadCountries(db: Db, items: Dict[], path: string): Promise<number> {
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

export async function loadCategories(db: Db, items: Dict[], path: string): Promise<number> {
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

export async function loadProducts(db: Db, items: Dict[], path: string): Promise<number> {
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
