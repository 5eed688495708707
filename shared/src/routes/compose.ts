/**
 * Checking a remote's route table and composing the site's from the remotes' tables: what the
 * server does with the builds it serves (and a browser rendering the site without the server's
 * page, or a remote's own development page). A subpath of its own: the browser's start needs none
 * of it, so it stays out of the `shared` every page loads.
 */
import { isContentType, LOCALES } from '../constants';
import type { RemoteName } from '../contracts/remotes';
import type { Access, Layout, Locale, RouteDef, SitemapListing } from './table';

const ACCESS: readonly Access[] = ['open', 'guest', 'auth', 'staff'];
const LAYOUTS: readonly Layout[] = ['default', 'simple'];
const PATTERN = /^\/(?:[a-z0-9-]+|:[a-z][a-zA-Z]*\??)?(?:\/(?:[a-z0-9-]+|:[a-z][a-zA-Z]*\??))*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function patternProblem(pattern: unknown, locale: Locale): string | null {
  if (typeof pattern !== 'string' || !PATTERN.test(pattern)) return `its ${locale} path is not a path pattern`;
  const isEnglish = pattern === '/en' || pattern.startsWith('/en/');
  if (locale === 'en' && !isEnglish) return 'its en path does not start with /en';
  if (locale === 'cs' && isEnglish) return 'its cs path starts with /en';
  return null;
}

/**
 * A remote's `routes.json`, checked: a list of routes whose pages that remote renders. Throws an
 * error naming the remote, the route and what is wrong; nothing of a table that is wrong is used.
 */
export function parseRoutes(remote: RemoteName, data: unknown): RouteDef[] {
  if (!Array.isArray(data)) throw new Error(`${remote}: routes.json is not a list of routes`);
  return data.map((entry: unknown, index) => {
    const fail = (why: string): never => {
      const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : `#${index + 1}`;
      throw new Error(`${remote}: route ${id} of routes.json ${why}`);
    };
    if (!isRecord(entry)) return fail('is not an object');
    const { id, cs, en, module, layout, access, switchToHome, constraints, sitemap, robotsClosed } = entry;
    if (typeof id !== 'string' || !/^[a-zA-Z][a-zA-Z0-9]*$/.test(id)) fail('has no id of letters and digits');
    const csProblem = patternProblem(cs, 'cs');
    if (csProblem) fail(csProblem);
    if (en !== null) {
      const enProblem = patternProblem(en, 'en');
      if (enProblem) fail(enProblem);
    }
    if (typeof module !== 'string' || !module.startsWith(`${remote}/`) || module.length === remote.length + 1)
      fail(`names no module of ${remote}`);
    if (layout !== undefined && !LAYOUTS.includes(layout as Layout)) fail('has an unknown layout');
    if (access !== undefined && !ACCESS.includes(access as Access)) fail('has an unknown access');
    if (switchToHome !== undefined && !(isStringList(switchToHome) && switchToHome.every((l) => isLocale(l))))
      fail('has a switchToHome that is not a list of locales');
    if (constraints !== undefined && !(isRecord(constraints) && Object.values(constraints).every(isStringList)))
      fail('has constraints that are not lists of values');
    if (sitemap !== undefined && !isListing(sitemap, constraints)) fail('has an unknown sitemap listing');
    if (robotsClosed !== undefined && typeof robotsClosed !== 'boolean')
      fail('has a robotsClosed that is not true or false');
    return entry as unknown as RouteDef;
  });
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

function isListing(value: unknown, constraints: unknown): value is SitemapListing {
  if (value === 'page' || value === 'excluded') return true;
  if (!isRecord(value)) return false;
  if ('items' in value) return isContentType(value.items);
  if ('values' in value)
    return isRecord(constraints) && typeof value.values === 'string' && value.values in constraints;
  return false;
}

/**
 * The site's table from the remotes' tables, in the order given. An id or a path (in a language)
 * that two routes claim is no page at all: every route claiming it is left out and `problems` says
 * which and why, so no remote can take another's page (a visible 404 and a line in the log instead).
 */
export function composeRoutes(tables: readonly (readonly RouteDef[])[]): { routes: RouteDef[]; problems: string[] } {
  const all = tables.flat();
  const claims = new Map<string, RouteDef[]>();
  const claim = (key: string, route: RouteDef) => claims.set(key, [...(claims.get(key) ?? []), route]);
  for (const route of all) {
    claim(`id ${route.id}`, route);
    for (const pattern of [route.cs, route.en]) if (pattern !== null) claim(`path ${pattern}`, route);
  }
  const problems: string[] = [];
  const out = new Set<RouteDef>();
  for (const [key, claimants] of claims) {
    if (claimants.length < 2) continue;
    for (const route of claimants) out.add(route);
    problems.push(
      `${key} is claimed by ${claimants.map((route) => `${route.id} of ${route.module}`).join(' and ')}: none of them is served`,
    );
  }
  return { routes: all.filter((route) => !out.has(route)), problems };
}

/**
 * The site's table from each served remote's `routes.json` text (null: the remote has none, or it
 * could not be read): a table that does not parse is left out whole, and `problems` says why.
 */
export function composeRouteFiles(files: readonly { remote: RemoteName; text: string | null }[]): {
  routes: RouteDef[];
  problems: string[];
} {
  const problems: string[] = [];
  const tables = files.flatMap(({ remote, text }) => {
    if (text === null) return [];
    try {
      return [parseRoutes(remote, JSON.parse(text))];
    } catch (error) {
      problems.push(`${(error as Error).message}; its pages are left out`);
      return [];
    }
  });
  const composed = composeRoutes(tables);
  return { routes: composed.routes, problems: [...problems, ...composed.problems] };
}
