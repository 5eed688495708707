import { renderHook, waitFor } from '@testing-library/react';
import { bus } from '../bus';
import { primeResources, useResource } from './useResource';

function statuses(): { seen: string[]; off: () => void } {
  const seen: string[] = [];
  const off = bus.on('page:status', ({ status }) => seen.push(status));
  return { seen, off };
}

describe('useResource', () => {
  it("loads a page's data and drives the progress bar", async () => {
    const { seen, off } = statuses();
    const { result } = renderHook(() => useResource('test/page', async () => ({ title: 'Ceník' })));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: { title: 'Ceník' } }));
    expect(seen).toEqual(['loading', 'ready']);
    off();
  });

  it('loads data of the page frame (a banner) without touching the progress bar', async () => {
    const { seen, off } = statuses();
    const { result } = renderHook(() => useResource('test/frame', async () => ['banner'], { page: false }));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['banner'] }));
    expect(seen).toEqual([]);
    off();
  });

  it('starts from what the server rendered the page with and loads nothing for it', async () => {
    primeResources({ 'test/primed': { status: 'ready', data: 42 } });
    const load = jest.fn(async () => 0);
    const { result } = renderHook(() => useResource('test/primed', load));
    expect(result.current.state).toEqual({ status: 'ready', data: 42 });
    await waitFor(() => expect(load).not.toHaveBeenCalled());
  });
});
