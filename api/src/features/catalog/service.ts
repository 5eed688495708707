import { sql } from 'kysely';
import type { Locale } from 'shared/constants';
import type { Product } from 'shared/validation';
import type { Db } from '../../db/connection';

export type { Product } from 'shared/validation';

const VIRTUAL_OFFICE_PATH: Record<Locale, string> = { cs: '/virtualni-sidla', en: '/en/virtual-headquarters' };
const PRICE_LIST_PATH: Record<Locale, string> = { cs: '/cenik', en: '/en/pricelist' };

/** VAT of a net amount in hellers, rounded to a heller: the one VAT formula (unit prices, lines, products). */
export const vatMinor = (netMinor: number, rate: number) => Math.round((netMinor * rate) / 100);

/** A CZK price with VAT, computed as net + rounded VAT in hellers (so it matches cart lines). */
function priceWithVat(price: number, rate: number): number {
  const net = Math.round(price * 100);
  return (net + vatMinor(net, rate)) / 100;
}

/**
 * Products by id (all active ones when `ids` is omitted) in a language, with categories and their page URL.
 * Given ids, inactive products are returned too, with `available: false`: callers that sell must check it.
 */
export async function loadProducts(db: Db, locale: Locale, ids?: number[]): Promise<Map<number, Product>> {
  if (ids && ids.length === 0) return new Map();
  let query = db
    .selectFrom('products as p')
    .leftJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale))
    .leftJoin('product_translations as tc', (j) => j.onRef('tc.product_id', '=', 'p.id').on('tc.locale', '=', 'cs'))
    .leftJoin('content_items as vi', (j) =>
      j.onRef('vi.id', '=', 'p.virtual_office_id').on('vi.type', '=', 'virtual-office'),
    )
    .leftJoin('content_translations as vo', (j) =>
      j
        .onRef('vo.item_id', '=', 'p.virtual_office_id')
        .on('vo.type', '=', 'virtual-office')
        .on('vo.locale', '=', locale),
    )
    .select([
      'p.id',
      'p.price',
      'p.original_price',
      'p.is_price_sale_active',
      'p.tax_rate',
      'p.main_image',
      'p.virtual_office_id',
      'p.default_category_id',
      'p.is_active',
      sql<boolean>`coalesce(vi.data -> 'full' = 'true'::jsonb, false)`.as('office_full'),
      sql<string>`coalesce(t.name, tc.name, '')`.as('name'),
      sql<string>`coalesce(t.slug, tc.slug, '')`.as('slug'),
      'vo.slug as office_slug',
    ]);
  query = ids ? query.where('p.id', 'in', ids) : query.where('p.is_active', '=', true);
  const rows = await query.orderBy('p.id').execute();

  const cats = await db
    .selectFrom('product_category_links as l')
    .innerJoin('product_category_translations as ct', (j) =>
      j.onRef('ct.category_id', '=', 'l.category_id').on('ct.locale', '=', locale),
    )
    .select(['l.product_id', 'l.category_id', 'ct.name', 'ct.slug'])
    .$if(!!ids, (q) => q.where('l.product_id', 'in', ids!))
    .orderBy('l.position')
    .execute();

  const out = new Map<number, Product>();
  for (const r of rows) {
    const categories = cats
      .filter((c) => c.product_id === r.id)
      .map((c) => ({ id: c.category_id, name: c.name, slug: c.slug }));
    const def = categories.find((c) => c.id === r.default_category_id) ?? null;
    out.set(r.id, {
      id: r.id,
      name: r.name,
      slug: r.slug,
      url:
        r.virtual_office_id && r.office_slug
          ? `${VIRTUAL_OFFICE_PATH[locale]}/${r.virtual_office_id}/${r.office_slug}`
          : PRICE_LIST_PATH[locale],
      price: r.price,
      price_vat: priceWithVat(r.price, r.tax_rate),
      original_price: r.original_price,
      is_price_sale_active: r.is_price_sale_active,
      tax_rate: { rate: r.tax_rate },
      main_image: r.main_image,
      image: r.main_image ? `/api/media/${r.main_image.replace(/^\/+/, '')}` : null,
      default_category: def ? { id: def.id, name: def.name } : null,
      categories,
      virtual_office_id: r.virtual_office_id,
      available: r.is_active && !r.office_full,
      unavailable_reason: !r.is_active ? 'inactive' : r.office_full ? 'virtual_office_full' : null,
    });
  }
  return out;
}
