/**
 * Requests the page's scripts once the page has painted, never before: the server's markup and its
 * styles (in the head) are the whole first paint, and no script's download or compiling competes
 * with them. Which scripts, the script element it runs from says: URLs separated by spaces in
 * `data-run` (run in order: the shell's entry) and `data-preload` (the chunks the entry starts
 * with, the remotes' entries and the chunks of what the page rendered, which the entry asks for a
 * moment later).
 *
 * Once the page has painted (a `paint` performance entry; where the browser reports none, an
 * animation frame and then a task), every file is requested at low priority, the entry first, one
 * per task: starting a request from a script costs the main thread a little each time, and twenty
 * of them in one task would be one long task on a slow phone. The entry is run as it arrives even
 * when the document is still being parsed (it is compiled while it downloads, off the main thread);
 * it waits for the rest of the document itself before the application hydrates `#root` from the
 * state that follows it.
 *
 * A chunk is run as soon as it arrives, as a script of its own: running a chunk only hands its
 * modules to its build's list of loaded chunks (nothing of it runs until the entry asks for it, and
 * the entry then finds it there instead of fetching it), and the browser compiles a script element's
 * code off the main thread while it downloads, where a preloaded file would be compiled on the main
 * thread when the entry runs it (at 4x CPU, the pages hydrated 25-80 ms sooner). A federated entry
 * (`remoteEntry.js`, the name every remote's entry has) is only fetched: it needs the shell's
 * federation runtime, which runs it when the page first asks for that remote. So are the files in
 * `data-fetch` (the chunks of the page kind a remote rendered): the page asks for them while it
 * hydrates, and finds them in the browser's cache instead of waiting a round trip for each; run as
 * they arrived, they would let React hydrate the whole page in fewer, longer tasks.
 *
 * A page that is not shown (a background tab, a prerendered page) paints nothing until it is: its
 * scripts start at once, so it is ready when the visitor looks. Should no paint ever be reported,
 * they start after three seconds.
 *
 * It runs from the page's head (the server writes its text there), so it is self-contained: it uses
 * nothing from outside its own body.
 */
// Exported, so that the minifier keeps it a function of its own name (not an anonymous one folded
// into the text below): the page's head names it, and a stack trace from it says which it is.
export function startScriptsAfterFirstPaint(): void {
  const own = document.currentScript;
  const urls = (name: string) => (own?.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const run = urls('data-run');
  const files = urls('data-preload');
  const fetched = urls('data-fetch');
  let painted = false;
  // A script element runs the file once it arrives; a preload only fetches it.
  const request = (href: string, runs: boolean) => {
    const element = runs
      ? Object.assign(document.createElement('script'), { async: true, src: href })
      : Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href });
    element.setAttribute('fetchpriority', 'low');
    document.head.append(element);
  };
  const paint = () => {
    if (painted) return;
    painted = true;
    for (const src of run) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.append(script);
    }
    // A timer each, all set now: each runs as a task of its own, and none waits the few
    // milliseconds a browser adds to a timer set from a timer set from a timer (and so on).
    for (const href of files) setTimeout(() => request(href, !href.endsWith('/remoteEntry.js')), 0);
    for (const href of fetched) setTimeout(() => request(href, false), 0);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) paint();
  });
  if (document.hidden) paint();
  else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver(paint).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(paint, 0));
  setTimeout(paint, 3000);
}

/** The starter as a script for the page's head. */
export const AFTER_FIRST_PAINT_SCRIPT = `(${startScriptsAfterFirstPaint.toString()})();`;
