// Types only, importing nothing: a page's settled data, named by the server render's request scope
// without the router's loaders (which depend on that scope).

/**
 * What a page's route carries as its loader data: the loader's outcome, settled. A page draws its
 * own "not found" and "try again" (each remote has its own), so a loader does not throw to the
 * router's error element, which stays for errors of the site itself.
 */
export type PageData<T> =
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  /** `httpStatus`: the API's answer (401: the session is gone), null when none came. */
  | { status: 'error'; httpStatus: number | null };
