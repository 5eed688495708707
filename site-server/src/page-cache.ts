import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from 'shared/constants';
import { COOKIES, parseCookies } from 'shared/cookies';
import { withoutTracking } from 'shared/routes';
import { PREVIEW_COOKIE } from './preview';
import { LruMap } from 'shared/cache';

/**
 * The rule for server-rendered HTML that may be cached and sent to other visitors:
 * - a request with a session (`sid`) is always rendered for itself: its page may hold the
 *   visitor's own data (their name, their orders) and is never cached;
 * - any other GET renders the same HTML for every visitor of the same address (path and query,
 *   without the tracking parameters of campaigns, `utm_*`, `fbclid` and the like, which no page
 *   reads and which the page is rendered without: see `withoutTracking`), the same markup
 *   cookies (language, currency, consent, dismissed pop-ups) and the same answer to "has a guest
 *   cart" (never the cart's id): that HTML is cached here for `FRESH_MS` and may be cached
 *   as long by a shared cache (`s-maxage`), which the `Vary: Cookie` keeps per cookie header;
 * - a page the renderer says is private (the cart page of a visitor with a cart, whose lines a
 *   visitor without scripts must see) is never cached, whoever asked;
 * - a request with a preview cookie (one browser trying a remote's release before it is live) is
 *   rendered for itself too: its page is that browser's alone.
 */
/** How long a cached page is served before it is rendered again. */
const FRESH_MS = 60_000;
/** What a shared cache in front may do with a page this server keeps. */
export const SHARED_CACHE = `public, max-age=0, s-maxage=${FRESH_MS / 1000}, stale-while-revalidate=300`;
/** At most this many pages are cached (the least recently used go first). */
const MAX_ENTRIES = 500;

/** Cookies whose values change a visitor-independent page's markup (part of the key). */
const MARKUP_COOKIES = [
  COOKIES.locale,
  COOKIES.currencyId,
  COOKIES.cookieShow,
  COOKIES.cookieConsent,
  COOKIES.consentAnalytical,
  COOKIES.consentMarketing,
  COOKIES.consentAdvertisement,
  COOKIES.consentRevision,
  COOKIES.newsletterPopup,
  COOKIES.introPopup,
  COOKIES.topBanner,
].map((cookie) => cookie.name);

/** Cookies that make a request's page its own. */
const PRIVATE_COOKIES = [SESSION_COOKIE, PREVIEW_COOKIE];

/** A rendered page as the renderer gives it (see ssr.ts). */
export interface CachedPage {
  status: number;
  redirect: string | null;
  html: string;
  private: boolean;
  scriptHashes: string[];
}

/** A page is cached when it is a page (no redirect) that holds nobody's own data: a 200 or a 404. */
function cacheable(page: CachedPage): boolean {
  return !page.private && page.redirect === null && (page.status === 200 || page.status === 404);
}

interface Entry extends CachedPage {
  storedAt: number;
  generation: number;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

export class PageCache {
  private readonly entries = new LruMap<string, Entry>(MAX_ENTRIES);
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The key of a request whose page may be cached, or null (a private request or not a GET). */
  keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const cookies = parseCookies(request.headers.cookie ?? '');
    if (PRIVATE_COOKIES.some((name) => cookies[name] !== undefined)) return null;
    const markup = MARKUP_COOKIES.map((name) => `${name}=${cookies[name] ?? ''}`).join(';');
    // Whether there is a cart decides what the cart page shows; whose it is never goes in the key.
    const cart = cookies[COOKIES.guestCart.name] ? 'cart' : 'no cart';
    return `${withoutTracking(request.raw.url ?? '/')}\n${markup}\n${cart}`;
  }

  /** A fresh cached page of the key, or undefined. */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation || this.now() - entry.storedAt > FRESH_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * The cached page of the key, else `render`'s, cached when it returns one: visitors who ask for the same
   * page while it renders wait for that one render (a spike renders each page once, not once each).
   * A page that turns out to hold its visitor's own data (a guest's cart page: the key says there
   * is a cart, not whose) is that visitor's alone: the others who waited for it render their own.
   * Everything else that render gives (a redirect, a page not cached for its status) they share.
   */
  async getOrRender<P extends CachedPage>(
    key: string,
    render: () => Promise<P | null>,
  ): Promise<P | CachedPage | null> {
    const cached = this.get(key);
    if (cached) return cached;
    const running = this.rendering.get(key);
    if (running) {
      const shared = await running;
      return shared?.private ? render() : shared;
    }
    const generation = this.generation;
    const started = render().then((page) => {
      if (page && cacheable(page) && generation === this.generation) this.store(key, page);
      return page;
    });
    this.rendering.set(key, started);
    try {
      return await started;
    } finally {
      this.rendering.delete(key);
    }
  }

  private store(key: string, page: CachedPage): void {
    this.entries.set(key, { ...page, storedAt: this.now(), generation: this.generation });
  }

  /** Forget every cached page (content changed, the builds changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page's HTML compressed off the event loop, as its first visitor waits for it: brotli
 * at a quick level (4: about a millisecond for a page of 90 KB, 8 % larger than at 5, which takes
 * half as long again), else gzip.
 */
export function compressHtml(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'br') return brotliAsync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  return gzipAsync(html);
}

/** The cached page's body in an encoding, compressed once per cached page. */
export function encoded(page: CachedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const entry = page as Entry;
  if (encoding === 'br') return (entry.br ??= compressHtml(page.html, 'br'));
  return (entry.gzip ??= compressHtml(page.html, 'gzip'));
}
