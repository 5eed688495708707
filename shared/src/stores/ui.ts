import { create } from 'zustand';

interface UiState {
  online: boolean;
  maintenance: boolean;
}

/** Cross-cutting UI flags: network status and maintenance mode. */
export const useUi = create<UiState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  maintenance: false,
}));

/** Track online/offline; returns the unsubscribe function. */
export function trackOnlineStatus(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const update = () => useUi.setState({ online: navigator.onLine });
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}
