import type { LoaderFunction, ShouldRevalidateFunctionArgs } from 'react-router';
import { isApiError } from '../api/errors';
import { routeParams } from '../routes/match';
import type { Locale } from '../constants';
import type { RouteId, RouteParams } from '../routes/types';
import type { PageData } from './types';

/** What a page's loader is given: which page, its language and checked parameters, its address. */
export interface PageLoaderArgs {
  routeId: RouteId;
  locale: Locale;
  /** The parameters as the route table allows them (an `id` of digits, a value it names). */
  params: RouteParams;
  /** The page's address, query included (`?page=2`). */
  url: URL;
  /** Aborted when the visitor goes elsewhere before the data came. */
  signal: AbortSignal;
}

/**
 * A page's loader: the data the page renders with, through the page's typed API functions. It
 * runs in React Router's loader: on the server once per request (the browser starts from its
 * result), in the browser on each navigation to the page and on a retry. An `ApiError` with status
 * 404 is the page's "not found", any other failure its "try again".
 */
export type PageLoader = (args: PageLoaderArgs) => Promise<unknown>;

/**
 * A page module's `shouldRevalidate` (React Router's, with the page's route id): whether a move to
 * another address of the same page runs its loader again. Without one, any new parameter or query
 * does (React Router's default).
 */
export type PageRevalidate = (args: ShouldRevalidateFunctionArgs & { routeId: RouteId }) => boolean;

export type { PageData } from './types';

export async function settle<T>(outcome: Promise<T>): Promise<PageData<T>> {
  try {
    return { status: 'ready', data: await outcome };
  } catch (error) {
    if (isApiError(error))
      return error.isNotFound ? { status: 'notFound' } : { status: 'error', httpStatus: error.status };
    // Not a failed API call: a fault of the page's own code, which the log must show.
    console.error('[page] loader failed', error);
    return { status: 'error', httpStatus: null };
  }
}

/**
 * The router's loader of a page's route: the parameters checked against the route table (others
 * load nothing: the route renders the 404 page), then `load` — which gives the page's loader, or
 * null when there is none (the page's module could not be loaded: its slot shows the fallback) —
 * settled.
 */
export function pageRouteLoader(
  routeId: RouteId,
  locale: Locale,
  load: () => Promise<PageLoader | null>,
): LoaderFunction {
  return async ({ request, params }) => {
    const allowed = routeParams(routeId, params);
    if (!allowed) return null;
    // A module that cannot be loaded has been logged by the federation's fault handler already.
    const loader = await Promise.resolve()
      .then(load)
      .catch(() => null);
    if (!loader) return null;
    return settle(loader({ routeId, locale, params: allowed, url: new URL(request.url), signal: request.signal }));
  };
}
