import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Ready-made reservations made by enquiries are pending until staff confirm them and lapse at
 * `expires_at` (null: does not lapse); the e-mail and client address limit how many pending ones
 * one visitor holds. Earlier reservations stay confirmed.
 */
const statements = [
  `alter table readymade_reservations add column status text not null default 'confirmed'`,
  `alter table readymade_reservations add column expires_at timestamptz`,
  `alter table readymade_reservations add column email text`,
  `alter table readymade_reservations add column client_key text`,
  `create index readymade_reservations_pending_email on readymade_reservations (lower(email)) where status = 'pending'`,
  `create index readymade_reservations_pending_client on readymade_reservations (client_key) where status = 'pending'`,
];

export const reservations: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
