/**
 * A failed chunk load (a deploy replaced the files the page was built from) reloads the page, at
 * most once per 60 s so a chunk that stays missing cannot cause a reload loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/** Reload unless we already did within the guard window; returns whether it reloaded. */
export function reloadForChunkError(
  now = Date.now(),
  storage: Storage | null = safeSession(),
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage?.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage?.setItem(KEY, String(now));
  reload();
  return true;
}

function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
