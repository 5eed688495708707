import { send, type Locale } from 'shared';

/**
 * `POST /api/subscriber/save { email }`, the answer's messages in `locale`. Rejects with the
 * client's `ApiError`: 409 `already_exists` for an address already on the list, 422 with the
 * reason at `email` for one the API does not accept.
 */
export function subscribe(email: string, locale: Locale): Promise<void> {
  return send('post', '/api/subscriber/save', { locale, body: { email } });
}
