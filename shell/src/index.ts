// The site's base styles come with the entry: the server writes them into the page's head, so the
// server-rendered markup is styled from the first paint (nothing moves when the scripts arrive).
import 'shared/styles.css';
import './styles/shell.css';
import { yieldToBrowser } from './app/yieldToBrowser';

/**
 * A page rendered on the server requests this entry once it has painted (its head script waits for
 * that), so the start begins in the task after the entry's own; a page rendered in the browser
 * alone has nothing to paint before it. The federation runtime negotiates and loads each shared
 * singleton the application needs; asked for all at once, that is one long task. The largest are
 * asked for one by one, each in a task of its own, then the application (whose remaining singletons
 * are few and already loading).
 */
async function startApplication(): Promise<void> {
  await yieldToBrowser();
  for (const load of [() => import('react-dom/client'), () => import('shared')]) {
    void load();
    await yieldToBrowser();
  }
  // Async boundary: shared singletons are negotiated before any app code runs.
  await import('./bootstrap');
}

void startApplication();
