import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while the server renders and while the browser hydrates the server's markup; false once the
 * component has hydrated (React renders it again then) and for anything the browser renders alone.
 * A component whose data may have changed in the browser before it hydrates (a list another part of
 * the page loaded meanwhile) renders what the server rendered while this is true, so hydration
 * meets the markup it was sent.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
