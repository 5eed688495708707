/**
 * A click on a button of the server's markup before the application has taken that button over
 * (its scripts still loading, or its part of the page still hydrating) would do nothing: the
 * markup is there, its handlers are not. Such a click is remembered and played again on the same
 * button as soon as React has hydrated it, so the visitor's first click is never lost. Links need
 * none of this (they work as links), and a submit button submits its form natively.
 */

/** How long a remembered click waits for its button to come alive. */
const REPLAY_WINDOW_MS = 10_000;

/** React keeps the props of each DOM element it manages on the element, under this key prefix. */
const REACT_PROPS_KEY = '__reactProps$';

function managedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_PROPS_KEY));
}

function replayWhenHydrated(button: HTMLButtonElement): void {
  const giveUpAt = performance.now() + REPLAY_WINDOW_MS;
  const check = () => {
    if (!button.isConnected || performance.now() > giveUpAt) return;
    if (managedByReact(button)) button.click();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export function keepEarlyClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return; // our own replay, or a script's click
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || managedByReact(button) || (button.type === 'submit' && button.form)) return;
      // Once this click has run its course: if React hydrated the button while handling it (it
      // does so for a part whose code is there), the click reached its handler and is done.
      setTimeout(() => {
        if (!managedByReact(button)) replayWhenHydrated(button);
      }, 0);
    },
    true,
  );
}
