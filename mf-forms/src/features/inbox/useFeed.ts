import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ResourceState } from 'shared';
import type { AdminEnquiryList, AdminEnquiryRow } from 'shared/validation';
import type { ReportFailure } from './inboxForm';

/** How often the open inbox asks for new enquiries. */
export const POLL_MS = 15_000;

/** Rows of `next` that have come since `shown`: not shown yet, and newer than the newest shown. */
function arrivals(shown: AdminEnquiryList, next: AdminEnquiryList): AdminEnquiryRow[] {
  const known = new Set(shown.data.map((row) => row.id));
  const newest = shown.data.reduce((latest, row) => (row.created_at > latest ? row.created_at : latest), '');
  return next.data.filter((row) => !known.has(row.id) && row.created_at > newest);
}

interface Polled {
  key: string;
  list: AdminEnquiryList;
  /** Ids that came while the page was open, for the rows' "just in" mark. */
  arrived: number[];
}

/**
 * The list as it stands now: the server's (or the last load's) at first, then every 15 s the same
 * query asked again while the tab is shown (paused while it is hidden, asked at once when it shows
 * again), so new enquiries come in at the top without a reload. Nothing is asked before the first
 * 15 s: the page came with the list. `onArrived` hears of each batch of arrivals; a gone session
 * stops the asking.
 */
export function useFeed(
  key: string,
  state: ResourceState<AdminEnquiryList>,
  load: () => Promise<AdminEnquiryList>,
  {
    report,
    onArrived,
    stopped,
  }: { report: ReportFailure; onArrived: (rows: AdminEnquiryRow[]) => void; stopped: boolean },
) {
  const [polled, setPolled] = useState<Polled | null>(null);
  const current = polled?.key === key ? polled : null;
  const list = current?.list ?? (state.status === 'ready' ? state.data : null);
  const latest = useRef({ key, list, arrived: current?.arrived ?? [], load, report, onArrived });
  latest.current = { key, list, arrived: current?.arrived ?? [], load, report, onArrived };

  const poll = useCallback(async () => {
    const asked = latest.current;
    try {
      const next = await asked.load();
      const now = latest.current;
      // The filters changed while this was under way: its answer is of another list.
      if (now.key !== asked.key) return;
      const came = now.list ? arrivals(now.list, next) : [];
      setPolled({ key: asked.key, list: next, arrived: [...now.arrived, ...came.map((row) => row.id)] });
      if (came.length) now.onArrived(came);
    } catch (error) {
      // A passing fault waits for the next turn; a gone session is the page's to tell.
      const failure = toApiError(error);
      if (failure.status === 401 || failure.status === 403) latest.current.report(failure);
    }
  }, []);

  useEffect(() => {
    if (stopped) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => void poll(), POLL_MS);
    };
    const onVisibility = () => {
      if (document.hidden) return clearInterval(timer);
      void poll();
      start();
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [poll, stopped, key]);

  return { list, arrived: current?.arrived ?? [], refresh: poll };
}
