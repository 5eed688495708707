import { fetchSettings } from './api';
import type { Locale } from '../constants';
import { scopedStore } from '../ssr/scopedStore';

export interface MenuItem {
  text: string;
  link: string;
  leave?: boolean;
  submenu?: MenuItem[];
}

export interface ContactCard {
  type: 'branch' | 'person' | 'person-modal';
  title: string;
  function?: string;
  img?: string;
  imgBig?: string;
  address?: string;
  email?: string;
  phone?: string;
  content?: string;
}

/** Values of the settings entries the API serves (contacts, menus, intro pop-up, maintenance…). */
export interface Settings {
  contacts?: {
    branches: ContactCard[];
    people: ContactCard[];
    email: string;
    phones: { label: string; number: string }[];
  };
  intropopup?: { enabled: boolean; title: string; text: string; link: string };
  topmenu?: MenuItem[];
  bottommenu?: MenuItem[];
  maintenance?: { is_enabled: boolean };
  categoriesMenu?: { text: string; link: string }[];
}

interface SettingsState {
  locale: Locale | null;
  settings: Settings;
  status: 'idle' | 'loading' | 'ready' | 'error';
  load: (locale: Locale) => Promise<Settings>;
}

/** Site settings of the current locale, from `GET /api/settings?lang=`. */
export const useSettings = scopedStore<SettingsState>('settings', { dehydrate: true }, (set) => {
  let latestRequest = 0;
  return {
    locale: null,
    settings: {},
    status: 'idle',
    async load(locale) {
      // Only the latest request may write: a slow answer for the previous language is dropped.
      const request = ++latestRequest;
      set({ status: 'loading' });
      try {
        const list = await fetchSettings(locale);
        const settings = Object.fromEntries(list.map((entry) => [entry.name, entry.value])) as Settings;
        if (request === latestRequest) set({ locale, settings, status: 'ready' });
        return settings;
      } catch (error) {
        if (request === latestRequest) set({ status: 'error' });
        throw error;
      }
    },
  };
});
