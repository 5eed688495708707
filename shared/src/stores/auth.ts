import { api, configureApi } from '../api';
import { scopedStore } from '../ssr/scopedStore';

export interface User {
  id: number;
  email: string;
  name?: string | null;
  scope: string;
}

interface AuthState {
  strategy: 'local';
  token: string | null;
  user: User | null;
  loggedIn: boolean;
  /**
   * Whether the session has been asked about: false on the server (which renders every page as a
   * guest sees it) and in the browser until `fetchUser` has answered.
   */
  checked: boolean;
  login: (email: string, password: string) => Promise<User>;
  logout: () => Promise<void>;
  fetchUser: () => Promise<User | null>;
}

const TOKEN_KEY = 'auth-token';

function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts for the page only.
  }
}

/** Authentication state: logged out or in, the user, the bearer token. */
export const useAuth = scopedStore<AuthState>('auth', (set, get) => ({
  strategy: 'local',
  token: storedToken(),
  user: null,
  loggedIn: false,
  checked: false,
  async login(email, password) {
    const { data } = await api.post<{ token: string }>('/api/auth/login', { email, password });
    storeToken(data.token);
    set({ token: data.token });
    const user = await get().fetchUser();
    if (!user) throw new Error('Login succeeded but the user could not be loaded');
    return user;
  },
  async logout() {
    try {
      if (get().token) await api.get('/api/auth/logout');
    } finally {
      storeToken(null);
      set({ token: null, user: null, loggedIn: false });
    }
  },
  async fetchUser() {
    if (!get().token) {
      set({ checked: true });
      return null;
    }
    try {
      const { data } = await api.get<{ data: User }>('/api/me');
      set({ user: data.data, loggedIn: true, checked: true });
      return data.data;
    } catch {
      storeToken(null);
      set({ token: null, user: null, loggedIn: false, checked: true });
      return null;
    }
  },
}));

configureApi({ token: () => useAuth.getState().token });
