import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunkReload';

describe('reload on a failed chunk load', () => {
  it('recognises chunk load errors', () => {
    const chunk = new Error('Loading chunk 445 failed.');
    expect(isChunkLoadError(chunk)).toBe(true);
    const named = new Error('x');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('TypeError: boom'))).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    sessionStorage.clear();
    const reload = jest.fn();
    expect(reloadForChunkError(1_000_000, sessionStorage, reload)).toBe(true);
    expect(reloadForChunkError(1_000_000 + 30_000, sessionStorage, reload)).toBe(false);
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
