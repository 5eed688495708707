import { scopedStore } from '../ssr/scopedStore';
import { fetchMe, logIn, logOut } from './api';
import type { User } from '../validation/responses/auth';
import type { Locale } from '../constants';

export type { User };

interface AuthState {
  strategy: 'local';
  user: User | null;
  loggedIn: boolean;
  /**
   * Whether the session is known: set by the server's render (which asked the API with the
   * visitor's cookie) or, for a page rendered in the browser, once `fetchUser` has answered.
   */
  checked: boolean;
  /** `locale`: the language of the answer's messages (the page's). */
  login: (email: string, password: string, locale?: Locale) => Promise<User>;
  logout: () => Promise<void>;
  fetchUser: () => Promise<User | null>;
}

/**
 * Authentication state: logged out or in, and the user. The session itself is the HttpOnly `sid`
 * cookie the API sets at login: no script can read it, and none is kept here or in any storage.
 */
export const useAuth = scopedStore<AuthState>('auth', { dehydrate: true }, (set, get) => ({
  strategy: 'local',
  user: null,
  loggedIn: false,
  checked: false,
  async login(email, password, locale) {
    await logIn(email, password, locale);
    const user = await get().fetchUser();
    if (!user) throw new Error('Login succeeded but the user could not be loaded');
    return user;
  },
  async logout() {
    try {
      await logOut();
    } finally {
      set({ user: null, loggedIn: false, checked: true });
    }
  },
  async fetchUser() {
    try {
      const user = await fetchMe();
      set({ user, loggedIn: true, checked: true });
      return user;
    } catch {
      set({ user: null, loggedIn: false, checked: true });
      return null;
    }
  },
}));
