import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/errors';
import { bus } from '../bus';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'notFound' } | { status: 'error' };

/**
 * The one way a page loads its data (every remote uses it, so that pages can later be rendered on
 * the server by giving this hook the data instead of an effect). Load something for a page: loading → ready | notFound (an `ApiError` with status 404) | error,
 * with a retry. `key` identifies what is loaded; a new key (another page, another language) loads
 * again and cancels the request still under way. The shell's progress bar follows it (`page:status`).
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    bus.emit('page:status', { status: 'loading' });
    latestLoad.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', data });
        bus.emit('page:status', { status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isApiError(error) && error.isNotFound ? { status: 'notFound' } : { status: 'error' });
        bus.emit('page:status', { status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
