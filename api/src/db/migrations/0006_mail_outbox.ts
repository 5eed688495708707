import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The e-mails the site owes: one row per message, written in the same transaction as the enquiry
 * it is about, so that a saved enquiry always has its messages and a rolled-back one has none. A
 * worker in the API process sends the due `pending` rows by SMTP and marks them `sent`, or, after
 * the last attempt, `failed` (kept for staff). `recipient` is null for a lead until it is sent: it
 * goes to the leads mailbox configured at that moment, which is then recorded. `message_id` is set
 * at the first attempt and never changes, so that a message sent again after a crash carries the
 * same Message-ID and is recognisable as a duplicate.
 */
const statements = [
  `create table mail_outbox (
     id uuid primary key,
     kind text not null check (kind in ('lead', 'confirmation')),
     user_request_id integer references user_requests(id) on delete cascade,
     recipient text,
     reply_to text,
     subject text not null,
     text_body text not null,
     html_body text,
     status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
     attempts integer not null default 0,
     next_attempt_at timestamptz not null default now(),
     last_error text,
     message_id text,
     created_at timestamptz not null default now(),
     sent_at timestamptz,
     check (kind = 'lead' or recipient is not null)
   )`,
  `create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending'`,
  `create unique index mail_outbox_one_per_enquiry on mail_outbox (user_request_id, kind) where user_request_id is not null`,
];

export const mailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
