import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './connection';

/**
 * The advisory locks the server takes, one number each in one list, so that two never meet by
 * chance. Every process on the database (instances side by side) takes the same ones.
 */
const LOCKS = {
  /** Loading the seed: instances that start together seed one after the other. */
  seed: 730_101,
  /** The quota check of storing uploads. */
  uploadQuota: 730_102,
  /** Creating a user's first cart (with the user's id as the second key). */
  userCarts: 0x63617274,
  /** Storing an enquiry (with its repeat key, through `lockKeyOf`, as the second key). */
  repeatKey: 730_103,
  /** Counting the confirmations to one address (with the address, through `lockKeyOf`, as the second key). */
  confirmations: 730_104,
} as const;

/**
 * Holds `lock` until the transaction `trx` ends; another transaction asking for it waits. With a
 * `key`, the lock is that key's alone (a user's carts, not every user's).
 */
export async function lockUntilCommit(trx: Db, lock: keyof typeof LOCKS, key?: number): Promise<void> {
  if (key === undefined) await sql`select pg_advisory_xact_lock(${LOCKS[lock]})`.execute(trx);
  else await sql`select pg_advisory_xact_lock(${LOCKS[lock]}, ${key})`.execute(trx);
}

/**
 * A text as a lock's second key: the first 32 bits of its sha256, as a signed integer. Two texts
 * may share a number; they then only wait for each other.
 */
export function lockKeyOf(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}
