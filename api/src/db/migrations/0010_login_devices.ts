import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Browsers that have logged in to an account (the `login-device` cookie holds a random secret;
 * only its SHA-256 is stored, with the account it proved itself for): a failed-login lock of an
 * account holds for other clients, never for these. A row unused for a year is forgotten.
 */
const statements = [
  `create table login_devices (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now()
  )`,
  `create index login_devices_user on login_devices (user_id, last_used_at)`,
  `create index login_devices_last_used_at on login_devices (last_used_at)`,
];

export const loginDevices: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
