import { getJson, type Locale, type RouteId, type RouteParams } from 'shared';
import type { OfficePrice, Product, VirtualOffice } from 'shared/validation';
import { fetchPageIntro, notFound, titled, type Alternate, type PageIntro } from '../../common/api';
import { nonBlank } from '../../common/text';

export type City = NonNullable<VirtualOffice['city']>;
const CITIES = ['prague', 'brno', 'pilsen', 'olomouc', 'slovakia'] as const satisfies readonly City[];
const isCity = (value: string | undefined): value is City =>
  (CITIES as readonly (string | undefined)[]).includes(value);

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

export function toOfficeRow(item: VirtualOffice): OfficeRow {
  return {
    id: item.id,
    slug: nonBlank(item.slug) ?? '',
    title: nonBlank(item.title) ?? '',
    city: item.city ?? null,
    district: nonBlank(item.district),
    address: nonBlank(item.address),
    priceFrom: item.priceFrom ?? null,
    period: nonBlank(item.priceFor),
    badge: item.badge ?? null,
    full: item.full === true,
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
    getJson('/api/content/virtual-office', 'virtualOfficeList', {
      locale,
      query: { city: city ?? undefined, limit: 100 },
      signal,
    }),
  ]);
  return { intro, rows: list.data.map(toOfficeRow) };
}

/** A tariff of an office: its monthly price, what it is for, the rental length, the cart variant. */
export interface OfficeTariff {
  price: number;
  per: string;
  length: string;
  variantId: number | null;
}

/** The office's tariffs; an entry without its texts is left out. */
export function toTariffs(prices: readonly OfficePrice[] | undefined): OfficeTariff[] {
  return (prices ?? []).flatMap(({ priceFrom, priceFor, priceLength, variantId }) => {
    const per = nonBlank(priceFor);
    const length = nonBlank(priceLength);
    return per && length ? [{ price: priceFrom, per, length, variantId }] : [];
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

function toOfficeDetail(item: VirtualOffice): OfficeDetail {
  return {
    ...toOfficeRow(item),
    perex: nonBlank(item.perex),
    included: nonBlank(item.included),
    priceLength: nonBlank(item.priceLength),
    tariffs: toTariffs(item.prices),
    activationFee: item.activationFee ?? null,
    mapUrl: nonBlank(item.mapUrl),
    imageUrl: nonBlank(item.imageUrl),
    productId: item.productId ?? null,
    alternate: item.alternate,
  };
}

/** The catalog's additional services (every product that is not an office's own tariff). */
const isService = (product: Product) =>
  product.virtual_office_id === null && product.categories.some((c) => c.id === 2);

export async function fetchOffice(
  id: number | null,
  locale: Locale,
  signal: AbortSignal,
): Promise<{ office: OfficeDetail; services: Product[] }> {
  if (id === null) throw notFound();
  const [office, products] = await Promise.all([
    getJson(`/api/content/virtual-office/${id}`, 'virtualOfficeDetail', { locale, signal }),
    getJson('/api/catalog/products', 'products', { locale, signal }).catch(
      // The services are an addition: the office still shows when they fail to load.
      (): Product[] => [],
    ),
  ]);
  return { office: toOfficeDetail(titled(office.data)), services: products.filter(isService) };
}
