import { sql, type Kysely, type Migration } from 'kysely';

/** An enquiry is stored once per form token (a double press or a reload of a sent form). */
const statements = [
  `alter table user_requests add column form_token text`,
  `create unique index user_requests_form_token on user_requests (form_token) where form_token is not null`,
];

export const formTokens: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
