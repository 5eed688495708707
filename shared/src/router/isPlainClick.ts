/**
 * A plain left click without modifiers that nothing has handled yet: the only click the page's
 * scripts take over from a link (to open a dialog, switch a tab); any other (a new tab or window,
 * a middle click) is the browser's. React Router's `Link` applies the same test to its own clicks.
 * Takes React's click events and the browser's own alike.
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
