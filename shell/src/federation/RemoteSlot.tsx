import { lazy, Suspense, useMemo, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from 'shared';
import { isChunkLoadError, reloadForChunkError } from '../features/chunk-reload/chunkReload';
import { loadRemoteModule, remoteOf, resetRemote } from './registry';
import { RemoteBoundary } from './RemoteBoundary';

type PropsOf<K extends RemoteModuleId> = ComponentProps<RemoteModules[K]>;

interface RemoteSlotProps<K extends RemoteModuleId> {
  id: K;
  props: PropsOf<K>;
  /** Shown while the module loads. */
  loading?: ReactNode;
  /** Shown when it fails, with a retry. */
  fallback: (retry: () => void, error: Error) => ReactNode;
  onLoaded?: () => void;
  onFailed?: (error: Error) => void;
}

/**
 * A place on the page filled by a remote's exposed module. Loading and rendering errors stay
 * inside the slot: the fallback shows in its place and the rest of the page keeps working.
 */
export function RemoteSlot<K extends RemoteModuleId>({ id, props, loading = null, fallback, onLoaded, onFailed }: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () =>
      lazy(async () => {
        const component = await loadRemoteModule(id);
        onLoaded?.();
        // The contract in `shared` types the props; inside the slot they pass through unchanged.
        return { default: component as unknown as ComponentType<object> };
      }),
    // A new attempt makes a new lazy component, so a failed load is tried again.
    [id, attempt],
  );
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      fallback={(error, retry) => fallback(retry, error)}
      onError={(error) => {
        if (isChunkLoadError(error)) reloadForChunkError();
        onFailed?.(error);
      }}
      onRetry={() => {
        resetRemote(remoteOf(id));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={loading}>
        <Loaded {...(props as object)} />
      </Suspense>
    </RemoteBoundary>
  );
}
