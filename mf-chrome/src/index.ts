// Async boundary: shared singletons are negotiated before the standalone page's code runs.
import('./standalone');
