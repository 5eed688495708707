import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Repeats are recognised by what was posted, no longer by a form token a page carried (a page kept
 * by a shared cache gave every visitor the same one): `form_token` becomes `repeat_key`, the sha256
 * of an enquiry's posted content, which is not unique (the same post a day later is a new enquiry),
 * only looked up. Tokens stored before never equal such a key. The confirmations sent to one
 * address are counted over a day, hence the index on the outbox.
 */
const statements = [
  `alter table user_requests rename column form_token to repeat_key`,
  `drop index user_requests_form_token`,
  `create index user_requests_repeat_key on user_requests (repeat_key)`,
  `create index mail_outbox_confirmations on mail_outbox (lower(recipient), created_at) where kind = 'confirmation'`,
];

export const repeatKeys: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
