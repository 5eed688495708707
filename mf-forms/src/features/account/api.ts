import { getJson, send, type Locale } from 'shared';
import type { AccountEnquiry, Cart, SessionInfo } from 'shared/validation';

export interface AccountData {
  enquiries: AccountEnquiry[];
  carts: Cart[];
  sessions: SessionInfo[];
}

/** Everything the account page shows, in one go (the session cookie goes along). */
export async function fetchAccount(locale: Locale, signal: AbortSignal): Promise<AccountData> {
  const [enquiries, carts, sessions] = await Promise.all([
    getJson('/api/me/enquiries', 'accountEnquiries', { signal }),
    getJson('/api/cart/{locale}', 'carts', { locale, signal }),
    getJson('/api/auth/sessions', 'sessions', { signal }),
  ]);
  return { enquiries: enquiries.data, carts, sessions: sessions.data };
}

export async function endSession(id: number): Promise<void> {
  await send('delete', `/api/auth/sessions/${id}`);
}

export async function endAllSessions(): Promise<void> {
  await send('post', '/api/auth/sessions/revoke-all');
}

export async function changePassword(locale: Locale, current: string, next: string): Promise<void> {
  await send('post', '/api/auth/password', {
    locale,
    body: { current_password: current, new_password: next },
  });
}
