import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { currentScope, type RemoteModuleId, type RemoteModules } from 'shared';
import { isChunkLoadError, reloadForChunkError } from '../features/chunk-reload/chunkReload';
import { loadRemoteModule } from './modules';
import { remoteOf, resetRemote } from './registry';
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
  // The resetKey at the time of a failure, or null while the slot has not failed.
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const loadFailed = useRef(false);

  const retry = useCallback(() => {
    // A remote that failed to load is registered afresh so its entry is fetched again; one that
    // loaded but threw while rendering is simply rendered again.
    if (loadFailed.current) resetRemote(remoteOf(id));
    loadFailed.current = false;
    setFailedAt(null);
    setAttempt((n) => n + 1);
  }, [id]);

  useEffect(() => {
    // A failed slot whose resetKey has changed since the failure (the visitor went to another page)
    // tries again by itself.
    if (failedAt !== null && failedAt !== (resetKey ?? '')) retry();
  }, [failedAt, resetKey, retry]);

  return (
    <RemoteAttempt
      key={`${id}#${attempt}`}
      id={id}
      props={props}
      loading={loading}
      fallback={(error) => fallback(retry, error)}
      onLoadFailed={() => (loadFailed.current = true)}
      onError={(error) => {
        setFailedAt(resetKey ?? '');
        if (isChunkLoadError(error)) reloadForChunkError();
        onFailed?.(error);
      }}
      onRendered={onRendered}
      renderKey={renderKey}
    />
  );
}

interface RemoteAttemptProps<K extends RemoteModuleId> {
  id: K;
  props: PropsOf<K>;
  loading: ReactNode;
  fallback: (error: Error) => ReactNode;
  onLoadFailed: () => void;
  onError: (error: Error) => void;
  onRendered?: () => void;
  renderKey?: string;
}

/**
 * One attempt at filling the slot: loads the exposed module once (the slot mounts a new attempt,
 * with a new key, for every retry) and catches whatever fails while loading or rendering it.
 */
function RemoteAttempt<K extends RemoteModuleId>({
  id,
  props,
  loading,
  fallback,
  onLoadFailed,
  onError,
  onRendered,
  renderKey,
}: RemoteAttemptProps<K>) {
  // Created once per attempt; this component sits above the Suspense boundary, so it keeps the
  // same lazy component while the module loads.
  const [Loaded] = useState(() =>
    lazy(async () => {
      try {
        const component = await loadRemoteModule(id);
        // The contract in `shared` types the props; inside the slot they pass through unchanged.
        return { default: component as unknown as ComponentType<object> };
      } catch (error) {
        onLoadFailed();
        throw error;
      }
    }),
  );
  // On the server the render waits for every module, so a boundary shows its fallback only when the
  // remote failed there (its server build missing or throwing): that is the slot's fallback, and the
  // browser renders the slot afresh. In the browser it is the loading state.
  const scope = currentScope();
  scope?.modules.add(id);
  return (
    <RemoteBoundary fallback={fallback} onError={onError}>
      <Suspense fallback={scope ? <NotRenderedOnServer id={id} fallback={fallback} /> : loading}>
        <Loaded {...(props as object)} />
        {onRendered && <AfterRender run={onRendered} when={renderKey} />}
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * The error a slot's fallback is given on the server, made once per module: React renders the
 * fallback of every slot whose module is still loading (in case it is needed), on every page, and
 * an error's stack is costly to capture.
 */
const notRenderedOnServer = new Map<RemoteModuleId, Error>();

/** The slot's fallback for a remote the server could not render. */
function NotRenderedOnServer({ id, fallback }: { id: RemoteModuleId; fallback: (error: Error) => ReactNode }) {
  let error = notRenderedOnServer.get(id);
  if (!error) {
    error = new Error(`${id} could not be rendered on the server`);
    notRenderedOnServer.set(id, error);
  }
  return fallback(error);
}

/** Its effect runs after the effects of the siblings before it, once per `when`. */
function AfterRender({ run, when }: { run: () => void; when: string | undefined }) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => latest.current(), [when]);
  return null;
}
