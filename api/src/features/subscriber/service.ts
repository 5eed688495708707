import { sql } from 'kysely';
import type { Locale } from 'shared/constants';
import type { Db } from '../../db/connection';

/** Subscribes an e-mail (case-insensitively once): its new id, or null when it is already subscribed. */
export async function subscribe(
  db: Db,
  subscriber: { email: string; locale: Locale; siteUrl: string | null },
): Promise<number | null> {
  const row = await db
    .insertInto('subscribers')
    .values({ email: subscriber.email, locale: subscriber.locale, site_url: subscriber.siteUrl })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
