import { api, type Locale } from 'shared';
import type { AccountEnquiry, Cart, SessionInfo } from 'shared/validation';

export interface AccountData {
  enquiries: AccountEnquiry[];
  carts: Cart[];
  sessions: SessionInfo[];
}

/** Everything the account page shows, in one go (the session cookie goes along). */
export async function fetchAccount(locale: Locale, signal: AbortSignal): Promise<AccountData> {
  const [enquiries, carts, sessions] = await Promise.all([
    api.get<{ data: AccountEnquiry[] }>('/api/me/enquiries', { signal }),
    api.get<Cart[]>(`/api/cart/${locale}`, { signal }),
    api.get<{ data: SessionInfo[] }>('/api/auth/sessions', { signal }),
  ]);
  return { enquiries: enquiries.data.data, carts: carts.data, sessions: sessions.data.data };
}

export async function endSession(id: number): Promise<void> {
  await api.delete(`/api/auth/sessions/${id}`);
}

export async function endAllSessions(): Promise<void> {
  await api.post('/api/auth/sessions/revoke-all');
}

export async function changePassword(locale: Locale, current: string, next: string): Promise<void> {
  await api.post(`/api/auth/password?lang=${locale}`, { current_password: current, new_password: next });
}
