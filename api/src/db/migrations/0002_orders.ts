import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Orders sent from carts: the order itself is a user_request of content type `order`; this table
 * maps a cart and its Idempotency-Key to that enquiry, so a repeated send answers the first order.
 * Voucher uses are recorded by the order (with its user_request_id), no longer by adding a voucher.
 */
const statements = [
  `create table cart_orders (
     cart_id integer not null,
     idempotency_key text not null,
     user_request_id integer not null references user_requests(id) on delete cascade,
     total numeric(12, 2) not null,
     currency text not null,
     created_at timestamptz not null default now(),
     primary key (cart_id, idempotency_key)
   )`,
  `alter table voucher_uses add column user_request_id integer references user_requests(id) on delete cascade`,
  // Uses recorded by adding a voucher to a cart held limited vouchers: they are freed.
  `delete from voucher_uses where user_request_id is null`,
];

export const orders: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
