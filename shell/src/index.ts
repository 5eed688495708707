// The site's base styles come with the entry, so the page's HTML links them in its head and the
// server-rendered markup is styled from the first paint (nothing moves when the scripts arrive).
import 'shared/styles.css';
import './styles/shell.css';

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
