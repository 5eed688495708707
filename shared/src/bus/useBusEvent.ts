import { useEffect, useRef } from 'react';
import { bus, type BusEvents, type BusHandler } from './bus';

/** Subscribe a component to a bus event for its lifetime. */
export function useBusEvent<K extends keyof BusEvents>(type: K, handler: BusHandler<K>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(type, (payload) => latest.current(payload)), [type]);
}
