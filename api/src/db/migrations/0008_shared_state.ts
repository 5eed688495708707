import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What instances of the server running side by side must share lives in the database:
 * - `rate_limit_counters`: one fixed window per bucket (a limited endpoint and a client address):
 *   the hits counted in it and when it ends;
 * - `uploaded_file_chunks`: the bytes of each uploaded file, in order, in pieces small enough to
 *   be written and read without holding a whole file in memory; they go with their file's row.
 */
const statements = [
  `create table rate_limit_counters (
     bucket text primary key,
     hits integer not null,
     resets_at timestamptz not null
   )`,
  `create index rate_limit_counters_resets_at on rate_limit_counters (resets_at)`,
  `create table uploaded_file_chunks (
     file_id text not null references uploaded_files(id) on delete cascade,
     seq integer not null,
     data bytea not null,
     primary key (file_id, seq)
   )`,
];

export const sharedState: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
