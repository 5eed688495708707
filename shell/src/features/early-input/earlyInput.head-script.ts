/**
 * What a visitor does on the server's markup before the application has taken that part of the
 * page over (its scripts still loading, or its part still hydrating) would be lost: the markup is
 * there, its handlers are not. This keeper remembers such input and plays it again on the same
 * element as soon as React has hydrated it:
 * - a click on a button (Enter or Space on a focused button is a click to the browser). Links need
 *   none of this (they work as links), and a submit button submits its form natively.
 * - an arrow key, Home or End inside a widget whose keys are scripted (a tab list, the main menu:
 *   marked `data-arrow-keys`). Held back from the browser, which would scroll the page instead.
 *
 * It runs from the page's head, before the first paint (the server writes it there, from this very
 * function's text), so nothing is lost between the first paint and the shell's scripts; it is
 * therefore self-contained: it uses nothing from outside its own body. A page rendered in the
 * browser alone needs none of it: there is no markup to press before the application draws it.
 */
// Exported, so that the minifier keeps it a function of its own name (not an anonymous one folded
// into the text below): the page's head names it, and a stack trace from it says which it is.
export function keepEarlyInput(): void {
  const page = window as Window & { __earlyInputKept?: boolean };
  if (page.__earlyInputKept) return;
  page.__earlyInputKept = true;

  /** How long remembered input waits for its element to come alive. */
  const REPLAY_WINDOW_MS = 10_000;
  const WIDGET_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  // React keeps the props of each DOM element it manages on the element, under this key prefix.
  const managedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

  /** Plays `input` on `element` once React manages it; nothing if React took it on the spot. */
  const replayWhenHydrated = (element: Element, input: () => void) => {
    // Once this event has run its course: if React hydrated the element while handling it (it does
    // so for a part whose code is there), the event reached its handler and is done.
    setTimeout(() => {
      if (managedByReact(element)) return;
      const giveUpAt = performance.now() + REPLAY_WINDOW_MS;
      const check = () => {
        if (!element.isConnected || performance.now() > giveUpAt) return;
        if (managedByReact(element)) input();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, 0);
  };

  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return; // our own replay, or a script's click
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || managedByReact(button) || (button.type === 'submit' && button.form)) return;
      replayWhenHydrated(button, () => button.click());
    },
    true,
  );

  document.addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!WIDGET_KEYS.includes(event.key)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target || managedByReact(target) || !target.closest('[data-arrow-keys]')) return;
      event.preventDefault();
      const { key, shiftKey } = event;
      replayWhenHydrated(target, () =>
        target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })),
      );
    },
    true,
  );
}

/** The keeper as a script for the page's head. */
export const EARLY_INPUT_SCRIPT = `(${keepEarlyInput.toString()})();`;
