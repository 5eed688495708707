import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The staff inbox: every enquiry gets a work status (`new`, `contacted`, `won`, `lost`, `spam`) and
 * a staff note, and every status change is recorded in `user_request_status_history` (from, to,
 * the staff user, when). `work_status` sits beside `status`, which keeps saying how the enquiry
 * was received (`new`, `reservation_conflict`, `reservation_limit`, `spam`, `quarantine` until
 * staff release it): the robot quarantine, the e-mails and the account page read that one.
 * Existing enquiries start as `new`, those the robot trap marked `spam` as `spam`.
 */
const statements = [
  `alter table user_requests add column work_status text not null default 'new'
     check (work_status in ('new', 'contacted', 'won', 'lost', 'spam'))`,
  `alter table user_requests add column staff_note text not null default ''`,
  `update user_requests set work_status = 'spam' where status = 'spam'`,
  `create index user_requests_inbox on user_requests (created_at desc, id desc)`,
  `create index user_requests_work_status on user_requests (work_status)`,
  `create table user_request_status_history (
     id serial primary key,
     user_request_id integer not null references user_requests(id) on delete cascade,
     from_status text not null,
     to_status text not null,
     staff_user_id integer references users(id) on delete set null,
     changed_at timestamptz not null default now()
   )`,
  `create index user_request_status_history_enquiry on user_request_status_history (user_request_id, changed_at)`,
];

export const enquiryWorkflow: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
