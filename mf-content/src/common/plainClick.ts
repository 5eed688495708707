import type { MouseEvent } from 'react';

/**
 * A plain left click without modifiers: the only click a link that the scripts turn into something
 * in the page (a modal, a tab) takes over; any other (a new tab or window) is the browser's.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
