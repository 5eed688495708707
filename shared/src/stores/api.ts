import { getJson, send } from '../api/json';
import type { Locale } from '../constants';

/** `POST /api/auth/login`: the session cookie comes with the answer; messages in `locale`. */
export const logIn = (email: string, password: string, locale?: Locale) =>
  send('post', '/api/auth/login', { body: { email, password }, locale });

/** `POST /api/auth/logout`: ends this browser's session. */
export const logOut = () => send('post', '/api/auth/logout');

/** `GET /api/me`: the logged-in user (401 for a guest). */
export const fetchMe = async () => (await getJson('/api/me', 'me')).data;

/** `GET /api/settings?lang=`: the site's settings of a language, as a list of entries. */
export const fetchSettings = (locale: Locale) => getJson('/api/settings', 'settings', { locale });

/** `GET /api/lists/currencies`: the currencies prices can be shown in. */
export const fetchCurrencies = () => getJson('/api/lists/currencies', 'currencies');
