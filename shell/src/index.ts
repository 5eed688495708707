// The site's base styles come with the entry, so the page's HTML links them in its head and the
// server-rendered markup is styled from the first paint (nothing moves when the scripts arrive).
import 'shared/styles.css';
import './styles/shell.css';
import { yieldToBrowser } from './app/yieldToBrowser';

/** The longest the scripts wait for the first paint (a page shown in no window paints nothing). */
const PAINT_WAIT_MS = 200;

/**
 * The page's markup comes from the server, so the scripts that make it interactive start once it
 * has been painted: their download and start do not delay what the visitor sees first. A page that
 * paints no frame soon (opened in the background, or a busy machine) starts after a short wait.
 */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, PAINT_WAIT_MS);
}

/**
 * The federation runtime negotiates and loads each shared singleton the application needs; asked
 * for all at once, that is one long task. The largest are asked for one by one, each in a task of
 * its own, then the application (whose remaining singletons are few and already loading).
 */
async function startApplication(): Promise<void> {
  for (const load of [() => import('react-dom/client'), () => import('shared')]) {
    void load();
    await yieldToBrowser();
  }
  // Async boundary: shared singletons are negotiated before any app code runs.
  await import('./bootstrap');
}

afterFirstPaint(() => void startApplication());
