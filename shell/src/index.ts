// The site's base styles come with the entry, so the page's HTML links them in its head and the
// server-rendered markup is styled from the first paint (nothing moves when the scripts arrive).
import 'shared/styles.css';
import './styles/shell.css';

/**
 * The page's markup comes from the server, so the scripts that make it interactive wait until it
 * has been painted once: their download and start never delay what the visitor sees first. (A page
 * opened in the background paints nothing until shown, so it starts at once.)
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState !== 'visible') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

// Async boundary: shared singletons are negotiated before any app code runs.
afterFirstPaint(() => void import('./bootstrap'));
