import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentChanges } from '../core/content-changes';
import { LruMap } from 'shared/cache';

/**
 * Paths whose successful GET answers are the same for every visitor of a language. Not
 * `/api/readymade`: whether a company is reserved changes with each booking, and the visitor who
 * just booked must see it at once.
 */
const PUBLIC_PATHS = [
  '/api/settings',
  '/api/info/',
  '/api/poster',
  '/api/lists/',
  '/api/catalog/',
  '/api/blog/',
  '/api/content/',
  '/api/search',
];

/** How long a public answer may be kept: here, and by browsers and shared caches. */
const MAX_AGE_S = 60;
const PUBLIC_CACHE = `public, max-age=${MAX_AGE_S}`;
/** At most this many answers are kept (the least recently used go first). */
const MAX_ANSWERS = 500;

interface Kept {
  body: string;
  contentType: string;
  at: number;
}

function isPublic(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return PUBLIC_PATHS.some((prefix) => path.startsWith(prefix));
}

/**
 * Caching per kind of answer (unless the route set its own, as media does): public data is sent
 * `public, max-age=60`; everything else (users, carts, vouchers, auth, enquiries, errors)
 * `no-store`, as it may hold a secret or a person's data.
 *
 * The public answers are also kept in the process: the same URL (which names the language, see
 * `requestLocale`) is answered from memory for up to a minute, until content changes (`changes`:
 * a write through the API here or in another instance). Every server-rendered page asks for the
 * same few (the settings, the banners), so a page rendered for a new address does not wait for
 * the database for them.
 */
export function keepPublicAnswers(api: FastifyInstance, changes: ContentChanges, now: () => number = Date.now): void {
  const kept = new LruMap<string, Kept>(MAX_ANSWERS);
  // An answer read before a change and sent after it is not kept: each change starts a generation.
  let generation = 0;
  const startedIn = new WeakMap<FastifyRequest, number>();
  changes.subscribe(() => {
    generation += 1;
    kept.clear();
  });
  const keyOf = (request: FastifyRequest) => request.url;

  api.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !isPublic(request)) return;
    startedIn.set(request, generation);
    const key = keyOf(request);
    const answer = kept.get(key);
    if (!answer) return;
    if (now() - answer.at > MAX_AGE_S * 1000) {
      kept.delete(key);
      return;
    }
    return reply.header('content-type', answer.contentType).header('cache-control', PUBLIC_CACHE).send(answer.body);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const cacheable = reply.statusCode === 200 && isPublic(request);
    reply.header('cache-control', cacheable ? PUBLIC_CACHE : 'no-store');
    if (cacheable && typeof payload === 'string' && startedIn.get(request) === generation) {
      kept.set(keyOf(request), { body: payload, contentType: String(reply.getHeader('content-type')), at: now() });
    }
    return payload;
  });
}
