// Types only: a resource's state as the server render's request scope keeps it, named without the
// hook that loads it (which depends on that scope).
import type { PageData } from '../router/types';

/** Data as a page or the frame draws it: a route's settled loader data, or still loading. */
export type ResourceState<T> = { status: 'loading' } | PageData<T>;
