import { api, type Locale, type RouteId, type RouteParams } from 'shared';
import type { Product } from 'shared/validation';
import {
  alternateOf,
  fetchItem,
  fetchList,
  fetchPageIntro,
  notFound,
  type Alternate,
  type PageIntro,
  type RawItem,
} from '../../common/api';
import { flag, num, str } from '../../common/catalog/fields';

export const CITIES = ['prague', 'brno', 'pilsen', 'olomouc', 'slovakia'] as const;
export type City = (typeof CITIES)[number];
const isCity = (value: unknown): value is City => (CITIES as readonly unknown[]).includes(value);

/** A row of the virtual-office listing. */
export interface OfficeRow {
  id: number;
  slug: string;
  title: string;
  city: City | null;
  district: string | null;
  address: string | null;
  priceFrom: number | null;
  period: string | null;
  badge: 'popular' | 'new' | null;
  full: boolean;
}

export function toOfficeRow(item: RawItem): OfficeRow {
  const badge = item.badge === 'popular' || item.badge === 'new' ? item.badge : null;
  return {
    id: Number(item.id),
    slug: str(item, 'slug') ?? '',
    title: str(item, 'title') ?? '',
    city: isCity(item.city) ? item.city : null,
    district: str(item, 'district'),
    address: str(item, 'address'),
    priceFrom: num(item, 'priceFrom'),
    period: str(item, 'priceFor'),
    badge,
    full: flag(item, 'full'),
  };
}

/** The listing a route shows: its page copy (key) and which city's offices (null: all). */
export function listingFor(
  routeId: RouteId,
  params: RouteParams,
): { key: 'virtualOffices' | 'virtualOfficesPrague' | 'virtualOfficesBrno'; city: City | null } | null {
  switch (routeId) {
    case 'virtualOfficesPrague':
      return { key: 'virtualOfficesPrague', city: 'prague' };
    case 'virtualOfficesBrno':
      return { key: 'virtualOfficesBrno', city: 'brno' };
    case 'virtualOfficesCity': {
      if (!isCity(params.city)) return null;
      if (params.city === 'prague') return { key: 'virtualOfficesPrague', city: 'prague' };
      if (params.city === 'brno') return { key: 'virtualOfficesBrno', city: 'brno' };
      return { key: 'virtualOffices', city: params.city };
    }
    default:
      return { key: 'virtualOffices', city: null };
  }
}

export async function fetchOffices(
  key: string,
  city: City | null,
  locale: Locale,
  signal: AbortSignal,
): Promise<{ intro: PageIntro; rows: OfficeRow[] }> {
  const [intro, list] = await Promise.all([
    fetchPageIntro(key, locale, signal),
    fetchList('virtual-office', locale, { city: city ?? undefined, limit: 100 }, signal),
  ]);
  return { intro, rows: list.items.map(toOfficeRow) };
}

/** A tariff of an office: its monthly price, what it is for, the rental length, the cart variant. */
export interface OfficeTariff {
  price: number;
  per: string;
  length: string;
  variantId: number | null;
}

/** The office's tariffs; an entry without a price or its texts is left out. */
export function toTariffs(value: unknown): OfficeTariff[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const raw = entry as RawItem;
    const price = num(raw, 'priceFrom');
    const per = str(raw, 'priceFor');
    const length = str(raw, 'priceLength');
    if (price === null || per === null || length === null) return [];
    return [{ price, per, length, variantId: num(raw, 'variantId') }];
  });
}

/** A virtual office with what its detail shows. */
export interface OfficeDetail extends OfficeRow {
  perex: string | null;
  included: string | null;
  priceLength: string | null;
  tariffs: OfficeTariff[];
  activationFee: number | null;
  mapUrl: string | null;
  imageUrl: string | null;
  productId: number | null;
  alternate: Alternate | null;
}

export function toOfficeDetail(item: RawItem): OfficeDetail {
  return {
    ...toOfficeRow(item),
    perex: str(item, 'perex'),
    included: str(item, 'included'),
    priceLength: str(item, 'priceLength'),
    tariffs: toTariffs(item.prices),
    activationFee: num(item, 'activationFee'),
    mapUrl: str(item, 'mapUrl'),
    imageUrl: str(item, 'imageUrl'),
    productId: num(item, 'productId'),
    alternate: alternateOf(item.alternate),
  };
}

/** The catalog's additional services (every product that is not an office's own tariff). */
export const isService = (product: Product) =>
  product.virtual_office_id === null && product.categories.some((c) => c.id === 2);

export async function fetchOffice(
  id: number | null,
  locale: Locale,
  signal: AbortSignal,
): Promise<{ office: OfficeDetail; services: Product[] }> {
  if (id === null) throw notFound();
  const [item, products] = await Promise.all([
    fetchItem('virtual-office', id, locale, signal),
    api.get<Product[]>(`/api/catalog/products/${locale}`, { signal }).then(
      ({ data }) => (Array.isArray(data) ? data : []),
      // The services are an addition: the office still shows when they fail to load.
      () => [],
    ),
  ]);
  return { office: toOfficeDetail(item), services: products.filter(isService) };
}
