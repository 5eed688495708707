import { useSyncExternalStore } from 'react';
import { scopedStore } from '../ssr/scopedStore';

interface UiState {
  maintenance: boolean;
}

/** Cross-cutting UI flags: maintenance mode. */
export const useUi = scopedStore<UiState>('ui', { dehydrate: true }, () => ({
  maintenance: false,
}));

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online; re-renders when that changes (online on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
