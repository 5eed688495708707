import { send, type Locale } from 'shared';

/** `POST /api/auth/login`: the session cookie comes with the answer; messages in `locale`. */
export async function logIn(email: string, password: string, locale: Locale): Promise<void> {
  await send('post', '/api/auth/login', { body: { email, password }, locale });
}
