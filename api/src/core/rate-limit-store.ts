import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the rate-limit plugin hands a store for a route (the route's method and URL). */
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Counts a hit in `bucket`'s window (opened now for `windowMs` when there is none or it ended)
 * and answers the hits so far and the milliseconds left. One statement, so instances counting the
 * same bucket at the same moment each see their own hit.
 */
export async function countHit(db: Db, bucket: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ current: number; ttl: number }>`
    insert into rate_limit_counters as c (bucket, hits, resets_at)
    values (${bucket}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
    on conflict (bucket) do update set
      hits = case when c.resets_at <= clock_timestamp() then 1 else c.hits + 1 end,
      resets_at = case when c.resets_at <= clock_timestamp() then excluded.resets_at else c.resets_at end
    returning hits as current,
      greatest(0, ceil(extract(epoch from (resets_at - clock_timestamp())) * 1000))::int as ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the rate-limit counter answered nothing');
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/**
 * The rate-limit plugin's store, kept in the database: every instance of the server counts a
 * client's hits in the same windows, so a limit reached through one holds on the others. A
 * route's bucket is its method and URL with the client's key; a limiter made in code (no route)
 * names its bucket through its key.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options?: RouteOptions) {
      const route = options?.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      this.scope = route?.url ? `${method ?? ''} ${route.url} ` : '';
    }

    incr(key: string, callback: Counted, timeWindow: number): void {
      countHit(db, this.scope + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Typed as the route's options; what arrives is the limit's settings with the route under `routeInfo`.
      return new DatabaseRateLimitStore(routeOptions as unknown as RouteOptions);
    }
  }
  return DatabaseRateLimitStore;
}
