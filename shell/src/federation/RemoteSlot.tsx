import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
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
  /** When this changes (say, the page path) a failed slot tries again by itself. */
  resetKey?: string;
  /** Called after the module's content has rendered and run its effects, again for each new `renderKey`. */
  onRendered?: () => void;
  renderKey?: string;
  onFailed?: (error: Error) => void;
}

/**
 * A place on the page filled by a remote's exposed module. Loading and rendering errors stay
 * inside the slot: the fallback shows in its place and the rest of the page keeps working.
 */
export function RemoteSlot<K extends RemoteModuleId>({
  id,
  props,
  loading = null,
  fallback,
  resetKey,
  onRendered,
  renderKey,
  onFailed,
}: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const loadFailed = useRef(false);
  const Loaded = useMemo(
    () =>
      lazy(async () => {
        try {
          const component = await loadRemoteModule(id);
          // The contract in `shared` types the props; inside the slot they pass through unchanged.
          return { default: component as unknown as ComponentType<object> };
        } catch (error) {
          loadFailed.current = true;
          throw error;
        }
      }),
    [id, attempt],
  );

  const retry = () => {
    // A remote that failed to load is registered afresh so its entry is fetched again; one that
    // loaded but threw while rendering is simply rendered again.
    if (loadFailed.current) resetRemote(remoteOf(id));
    loadFailed.current = false;
    setFailedAt(null);
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    if (failedAt !== null && failedAt !== (resetKey ?? '')) retry();
    // Only a new resetKey triggers this; retry itself is recreated every render.
  }, [resetKey]);

  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      fallback={(error) => fallback(retry, error)}
      onError={(error) => {
        setFailedAt(resetKey ?? '');
        if (isChunkLoadError(error)) reloadForChunkError();
        onFailed?.(error);
      }}
    >
      <Suspense fallback={loading}>
        <Loaded {...(props as object)} />
        {onRendered && <AfterRender run={onRendered} when={renderKey} />}
      </Suspense>
    </RemoteBoundary>
  );
}

/** Its effect runs after the effects of the siblings before it, once per `when`. */
function AfterRender({ run, when }: { run: () => void; when: string | undefined }) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => latest.current(), [when]);
  return null;
}
