import { renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { hydrateResources, useResource } from './useResource';

describe('useResource: data of the page frame', () => {
  it('loads the data of its key', async () => {
    const { result } = renderHook(() => useResource('test/frame', async () => ['banner']));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['banner'] }));
  });

  it('tells a missing item (404) from a failure', async () => {
    const missing = renderHook(() =>
      useResource('test/missing', () => Promise.reject(new ApiError(404, 'not_found', 'no'))),
    );
    const failed = renderHook(() =>
      useResource('test/failed', () => Promise.reject(new ApiError(null, 'network', 'x'))),
    );
    await waitFor(() => expect(missing.result.current.state).toEqual({ status: 'notFound' }));
    await waitFor(() => expect(failed.result.current.state).toEqual({ status: 'error', httpStatus: null }));
  });

  it('starts from what the server rendered the page with and loads nothing for it', async () => {
    hydrateResources({ 'test/hydrated': { status: 'ready', data: 42 } });
    const load = jest.fn(async () => 0);
    const { result } = renderHook(() => useResource('test/hydrated', load));
    expect(result.current.state).toEqual({ status: 'ready', data: 42 });
    await waitFor(() => expect(load).not.toHaveBeenCalled());
  });
});
