import type { AccountEnquiry, SessionInfo } from 'shared/validation';
import type { SessionLifetime } from '../../core/session';
import type { Db } from '../../db/connection';
import { browserOf } from './browser';

/** The user's live sessions (not ended, not past their end, used within the idle time), newest first. */
export async function liveSessions(
  db: Db,
  userId: number,
  currentId: number | null,
  lifetime: SessionLifetime,
): Promise<SessionInfo[]> {
  const now = Date.now();
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('last_seen_at', '>', new Date(now - lifetime.idleMs))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    browser: browserOf(row.user_agent),
    current: row.id === currentId,
  }));
}

/**
 * The user's enquiries, newest first. One the robot checks set aside shows as received, as the
 * sender was told.
 */
export async function accountEnquiries(db: Db, userId: number): Promise<AccountEnquiry[]> {
  const rows = await db
    .selectFrom('user_requests')
    .select(['id', 'content', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => {
    const content = row.content;
    const name = typeof content.name === 'string' && content.name.trim() ? content.name.trim() : null;
    return {
      id: row.id,
      type: typeof content.type === 'string' ? content.type : 'general',
      item: name,
      created_at: row.created_at.toISOString(),
      status: row.status === 'new' || row.status === 'spam' ? 'received' : row.status,
    };
  });
}
