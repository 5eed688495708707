import type { Page } from '@playwright/test';
import { pageAt, pathFor, setRouteTable, type Locale, type RouteId } from 'shared/routes';
import { siteRoutes } from 'shared/testing/site-routes';

/** The site's route table, as the server composes it from the remotes' tables of this checkout. */
export const SITE_ROUTES = siteRoutes();
setRouteTable(SITE_ROUTES);

export const LOCALES: readonly Locale[] = ['cs', 'en'];

/** Pages the sitemap leaves out, with the parameters a visitor would bring. */
const UNLISTED: Partial<Record<RouteId, Record<Locale, string>>> = {
  search: { cs: `${pathFor('search', 'cs')}?q=sídlo`, en: `${pathFor('search', 'en')}?q=office` },
  thankYou: {
    cs: `${pathFor('thankYou', 'cs')}?interest=virtual-place`,
    en: `${pathFor('thankYou', 'en')}?interest=virtual-place`,
  },
  maintenance: { cs: pathFor('maintenance', 'cs'), en: pathFor('maintenance', 'en') },
  cart: { cs: pathFor('cart', 'cs'), en: pathFor('cart', 'en') },
  login: { cs: pathFor('login', 'cs'), en: pathFor('login', 'en') },
  account: { cs: pathFor('account', 'cs'), en: pathFor('account', 'en') },
  adminEnquiries: { cs: pathFor('adminEnquiries', 'cs'), en: pathFor('adminEnquiries', 'en') },
};

/** One path of every route and locale: the first the sitemap lists, or the page a visitor would open. */
export async function pagesToScan(page: Page): Promise<Map<string, string>> {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  const sample = new Map<string, string>();
  for (const [, url] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(url ?? '').pathname;
    const match = pageAt(pathname);
    if (match && !sample.has(`${match.id}:${match.locale}`)) sample.set(`${match.id}:${match.locale}`, pathname);
  }
  for (const [id, paths] of Object.entries(UNLISTED) as [RouteId, Record<Locale, string>][]) {
    for (const locale of LOCALES) sample.set(`${id}:${locale}`, paths[locale]);
  }
  sample.set('notFound:cs', '/tato-stranka-neexistuje');
  sample.set('notFound:en', '/en/no-such-page');
  return sample;
}

/** The routes a locale has a path of its own for (English career pages fall back to the English home). */
export function expectedKeys(): string[] {
  return SITE_ROUTES.flatMap((route) =>
    LOCALES.filter((locale) => route[locale] !== null).map((l) => `${route.id}:${l}`),
  );
}
