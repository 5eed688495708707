// The tables of accounts: users, their tokens, sessions, login throttling and devices.
import type { Generated } from 'kysely';
import type { Json, CreatedAt, Timestamp, NullableTimestamp } from './column-types';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: Generated<string>;
  scope: Json<string[]>;
  created_at: CreatedAt;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  user_agent: Generated<string>;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface LoginThrottleTable {
  account_key: string;
  failures: number;
  first_failed_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** A browser that has logged in to the account (see migration 0010): the hash of its cookie's secret. */
export interface LoginDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp;
}
