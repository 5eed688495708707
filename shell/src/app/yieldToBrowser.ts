/**
 * Lets the browser run what waits (a paint, a click, the next script) before the next step: each
 * step of the start is its own short task instead of one long one that keeps the page unresponsive.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
