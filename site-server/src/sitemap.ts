import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared/constants';
import { LOCALES, pathFor, type RouteDef, type SitemapListing } from 'shared/routes';
import { escapeHtml, type Db } from 'api';
import { publicOrigin } from './context';

/** A sitemap file holds at most this many URLs; beyond it `/sitemap.xml` is an index of files. */
const MAX_URLS_PER_FILE = 50_000;

/**
 * How a route appears in the sitemap, as its remote's table says (`sitemap`): its path in each
 * language (the default), one URL per content item of a type, one per allowed value of a
 * parameter, or not at all. A staff page is never listed (robots.txt does not name it either: it
 * would tell that the page exists).
 */
function listingOf(route: RouteDef): SitemapListing {
  return route.access === 'staff' ? 'excluded' : (route.sitemap ?? 'page');
}

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
export async function sitemapEntries(db: Db | null, routes: readonly RouteDef[]): Promise<SitemapEntry[]> {
  const itemTypes = [
    ...new Set(
      routes.flatMap((route) => {
        const listing = listingOf(route);
        return typeof listing === 'object' && 'items' in listing ? [listing.items] : [];
      }),
    ),
  ];
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
  for (const route of routes) {
    const { id } = route;
    const localesOf = LOCALES.filter((locale) => route[locale] !== null);
    const listing = listingOf(route);
    if (listing === 'page') {
      const paths = Object.fromEntries(localesOf.map((locale) => [locale, pathFor(id, locale)]));
      entries.push({ paths, lastmod: pageDates.get(id) ?? null });
    } else if (typeof listing === 'object' && 'values' in listing) {
      for (const value of route.constraints?.[listing.values] ?? []) {
        const params = { [listing.values]: value };
        entries.push({
          paths: Object.fromEntries(localesOf.map((locale) => [locale, pathFor(id, locale, params)])),
          lastmod: null,
        });
      }
    } else if (typeof listing === 'object') {
      const byItem = new Map<number, SitemapEntry>();
      for (const row of rows.filter((r) => r.type === listing.items)) {
        const locale = row.locale as Locale;
        if (!localesOf.includes(locale)) continue;
        const entry = byItem.get(row.id) ?? { paths: {}, lastmod: asDate(row.updated_at) };
        entry.paths[locale] = pathFor(id, locale, { id: String(row.id), slug: row.slug });
        byItem.set(row.id, entry);
      }
      entries.push(...byItem.values());
    }
  }
  return entries;
}

/** A `<urlset>`: one `<url>` per language version, each naming every version and x-default (Czech). */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const versions = LOCALES.flatMap((locale) => (entry.paths[locale] ? [[locale, entry.paths[locale]] as const] : []));
    const links = versions.map(
      ([locale, path]) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(origin + path)}"/>`,
    );
    const fallback = entry.paths.cs ?? versions[0]?.[1];
    if (versions.length > 1 && fallback) {
      links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + fallback)}"/>`);
    }
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    for (const [, path] of versions) {
      urls.push(
        `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod}${versions.length > 1 ? links.join('') : ''}</url>`,
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

function sitemapIndexXml(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('\n') +
    '\n</sitemapindex>\n'
  );
}

/**
 * robots.txt: the whole site allowed, the API, the pages for guests or users and those a route
 * table closes (the cart) not, and the sitemap.
 */
export function robotsTxt(origin: string, routes: readonly RouteDef[]): string {
  const closed = routes.filter((route) => route.access === 'auth' || route.access === 'guest' || route.robotsClosed);
  const paths = closed.flatMap((route) =>
    LOCALES.flatMap((locale) => (route[locale] ? [pathFor(route.id, locale)] : [])),
  );
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
export const sitemapPlugin: FastifyPluginAsync<{
  maxUrlsPerFile?: number;
  siteUrl?: string | null;
  /** The site's route table as composed now. */
  routes: () => Promise<readonly RouteDef[]>;
}> = async (app: FastifyInstance, options) => {
  const max = options.maxUrlsPerFile ?? MAX_URLS_PER_FILE;
  const originOf = (request: FastifyRequest) => publicOrigin(options.siteUrl ?? null, request);
  const database = (): Db | null => (app.hasDecorator('ctx') && app.ctx ? app.ctx.db : null);
  const files = async () => splitEntries(await sitemapEntries(database(), await options.routes()), max);
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
      .send(robotsTxt(originOf(request), await options.routes())),
  );
};
