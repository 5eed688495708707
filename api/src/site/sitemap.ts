import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentType, Locale } from 'shared/constants';
import {
  CITIES,
  LOCALES,
  pathFor,
  READY_MADE_TYPES,
  ROUTE_IDS,
  ROUTES,
  type RouteDef,
  type RouteId,
} from 'shared/routes';
import type { Db } from '../db/connection';
import { publicOrigin } from './context';

/** A sitemap file holds at most this many URLs; beyond it `/sitemap.xml` is an index of files. */
export const MAX_URLS_PER_FILE = 50_000;

/**
 * How each route of the table appears in the sitemap. A `Record` over every route id, so a route
 * added to the table does not compile until it is placed here.
 * - `page`: its path in each language;
 * - `items`: one URL per content item of the type (its id and slug in each language);
 * - `values`: one URL per allowed value of a parameter;
 * - `excluded`: not for search indexes (results, forms' end pages, account, cart, maintenance, the
 *   staff inbox, which robots.txt does not name either: it would tell that the page exists).
 */
type Listing =
  | { kind: 'page' }
  | { kind: 'items'; type: ContentType }
  | { kind: 'values'; param: string; values: readonly string[] }
  | { kind: 'excluded' };

const page = { kind: 'page' } as const;
const items = (type: ContentType) => ({ kind: 'items', type }) as const;
const excluded = { kind: 'excluded' } as const;

export const LISTING: Record<RouteId, Listing> = {
  home: page,
  blog: page,
  blogPost: items('blog-post'),
  glossary: page,
  glossaryTerm: items('glossary-term'),
  search: excluded,
  contact: page,
  contactForm: page,
  liquidation: page,
  maintenance: excluded,
  aboutUs: page,
  meetingRooms: page,
  meetingRoom: items('meeting-room'),
  readyMadeStartup: page,
  readyMade: page,
  readyMadeType: { kind: 'values', param: 'type', values: READY_MADE_TYPES },
  dictionary: page,
  dictionaryTerm: items('dictionary-term'),
  smartpoint: page,
  virtualOffices: page,
  virtualOfficesBrno: page,
  virtualOfficesPrague: page,
  virtualOfficesCity: { kind: 'values', param: 'city', values: CITIES },
  virtualOffice: items('virtual-office'),
  foreignCompanies: page,
  foreignCompany: items('foreign-company'),
  establishment: page,
  establishmentAs: page,
  establishmentFoundation: page,
  establishmentSe: page,
  establishmentSro: page,
  establishmentFund: page,
  priceList: page,
  info: items('info-page'),
  thankYou: excluded,
  cart: excluded,
  login: excluded,
  account: excluded,
  adminEnquiries: excluded,
  valuationCalculator: page,
  career: page,
  training: page,
};

/** One page of the site: its path per language (the alternates) and when its content last changed. */
export interface SitemapEntry {
  paths: Partial<Record<Locale, string>>;
  lastmod: Date | null;
}

interface ItemRow {
  type: string;
  id: number;
  locale: string;
  slug: string;
  updated_at: Date | string;
}

const asDate = (value: Date | string | null | undefined): Date | null =>
  value ? (value instanceof Date ? value : new Date(value)) : null;

/** Every page of the site: the route table's pages and every translated content item. */
export async function sitemapEntries(db: Db | null): Promise<SitemapEntry[]> {
  const itemTypes = [...new Set(Object.values(LISTING).flatMap((l) => (l.kind === 'items' ? [l.type] : [])))];
  const rows: ItemRow[] = db
    ? ((await db
        .selectFrom('content_translations as t')
        .innerJoin('content_items as i', (j) => j.onRef('i.type', '=', 't.type').onRef('i.id', '=', 't.item_id'))
        .select(['t.type', 't.item_id as id', 't.locale', 't.slug', 'i.updated_at'])
        .where('t.type', 'in', itemTypes)
        .orderBy('t.type')
        .orderBy('t.item_id')
        .execute()) as ItemRow[])
    : [];
  const pageDates = new Map<string, Date>();
  if (db) {
    const pages = await db
      .selectFrom('content_items')
      .select(['data', 'updated_at'])
      .where('type', '=', 'page')
      .execute();
    for (const row of pages) {
      const key = (row.data as Record<string, unknown>).key;
      const date = asDate(row.updated_at as Date | string);
      if (typeof key === 'string' && date) pageDates.set(key, date);
    }
  }

  const entries: SitemapEntry[] = [];
  const localesOf = (id: RouteId) => LOCALES.filter((locale) => ROUTES[id][locale] !== null);
  for (const id of ROUTE_IDS) {
    const listing = LISTING[id];
    if (listing.kind === 'page') {
      const paths = Object.fromEntries(localesOf(id).map((locale) => [locale, pathFor(id, locale)]));
      entries.push({ paths, lastmod: pageDates.get(id) ?? null });
    } else if (listing.kind === 'values') {
      for (const value of listing.values) {
        const params = { [listing.param]: value };
        entries.push({
          paths: Object.fromEntries(localesOf(id).map((locale) => [locale, pathFor(id, locale, params)])),
          lastmod: null,
        });
      }
    } else if (listing.kind === 'items') {
      const byItem = new Map<number, SitemapEntry>();
      for (const row of rows.filter((r) => r.type === listing.type)) {
        const locale = row.locale as Locale;
        if (!localesOf(id).includes(locale)) continue;
        const entry = byItem.get(row.id) ?? { paths: {}, lastmod: asDate(row.updated_at) };
        entry.paths[locale] = pathFor(id, locale, { id: String(row.id), slug: row.slug });
        byItem.set(row.id, entry);
      }
      entries.push(...byItem.values());
    }
  }
  return entries;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A `<urlset>`: one `<url>` per language version, each naming every version and x-default (Czech). */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const versions = LOCALES.flatMap((locale) => (entry.paths[locale] ? [[locale, entry.paths[locale]] as const] : []));
    const links = versions.map(
      ([locale, path]) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + path)}"/>`,
    );
    const fallback = entry.paths.cs ?? versions[0]?.[1];
    if (versions.length > 1 && fallback) {
      links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback)}"/>`);
    }
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    for (const [, path] of versions) {
      urls.push(
        `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}${versions.length > 1 ? links.join('') : ''}</url>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** The URL files: entries cut so that no file holds more than `max` URLs (one URL per language version). */
export function splitEntries(entries: readonly SitemapEntry[], max = MAX_URLS_PER_FILE): SitemapEntry[][] {
  const files: SitemapEntry[][] = [[]];
  let count = 0;
  for (const entry of entries) {
    const urls = Object.keys(entry.paths).length;
    if (count + urls > max && count > 0) {
      files.push([]);
      count = 0;
    }
    files[files.length - 1]?.push(entry);
    count += urls;
  }
  return files;
}

export function sitemapIndexXml(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('\n') +
    '\n</sitemapindex>\n'
  );
}

/** robots.txt: the whole site allowed, the API, the account, login and cart pages not, and the sitemap. */
export function robotsTxt(origin: string): string {
  const closed = ROUTE_IDS.filter((id) => {
    const route: RouteDef = ROUTES[id];
    return route.access === 'auth' || route.access === 'guest' || id === 'cart';
  });
  const paths = closed.flatMap((id) => LOCALES.flatMap((locale) => (ROUTES[id][locale] ? [pathFor(id, locale)] : [])));
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...paths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

/**
 * `/sitemap.xml` (a `<urlset>`, or a `<sitemapindex>` of `/sitemap-N.xml` beyond 50 000 URLs) and
 * `/robots.txt`, made from the route table and the database on each request (cached an hour).
 * URLs use the site's public origin (`siteUrl`), else the origin the request came to.
 */
export const sitemapPlugin: FastifyPluginAsync<{ maxUrlsPerFile?: number; siteUrl?: string | null }> = async (
  app: FastifyInstance,
  options,
) => {
  const max = options.maxUrlsPerFile ?? MAX_URLS_PER_FILE;
  const originOf = (request: FastifyRequest) => publicOrigin(options.siteUrl ?? null, request);
  const database = (): Db | null => (app.hasDecorator('ctx') && app.ctx ? app.ctx.db : null);
  const files = async () => splitEntries(await sitemapEntries(database()), max);
  const send = (reply: FastifyReply, body: string) => reply.type(XML).header('cache-control', CACHE).send(body);

  app.get('/sitemap.xml', async (request, reply) => {
    const split = await files();
    const origin = originOf(request);
    return send(reply, split.length > 1 ? sitemapIndexXml(origin, split.length) : urlsetXml(origin, split[0] ?? []));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    const split = await files();
    const n = /^\d{1,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const file = split.length > 1 ? split[n - 1] : undefined;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return send(reply, urlsetXml(originOf(request), file));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(originOf(request))),
  );
};
