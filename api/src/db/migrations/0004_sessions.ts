import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Browser login sessions (the `sid` cookie holds a random secret; only its SHA-256 is stored), so
 * that every instance of the server knows them; and the per-account login throttle (keyed by the
 * SHA-256 of the lower-cased e-mail, so typed addresses of unknown accounts are not kept).
 */
const statements = [
  `create table sessions (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    token_hash text not null unique,
    user_agent text not null default '',
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index sessions_user_active on sessions (user_id) where revoked_at is null`,
  `create table login_throttle (
    account_key text primary key,
    failures integer not null,
    first_failed_at timestamptz not null,
    locked_until timestamptz
  )`,
];

export const sessions: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
