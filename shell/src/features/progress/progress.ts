import { create } from 'zustand';

/**
 * Page-change progress bar timings: hidden unless the change takes over 200 ms, then creeping
 * towards 100 % over 5 s in 100 ms ticks, and hidden 500 ms after it completes.
 */
export const PROGRESS = { throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 } as const;

interface ProgressState {
  visible: boolean;
  percent: number;
  failed: boolean;
}

export const useProgress = create<ProgressState>(() => ({ visible: false, percent: 0, failed: false }));

type Timer = ReturnType<typeof setTimeout>;
let throttle: Timer | null = null;
let ticker: ReturnType<typeof setInterval> | null = null;
let hider: Timer | null = null;
let startedAt = 0;

function clearTimers(): void {
  if (throttle) clearTimeout(throttle);
  if (ticker) clearInterval(ticker);
  if (hider) clearTimeout(hider);
  throttle = ticker = hider = null;
}

/** Start on route change: shown only if loading takes longer than the throttle; runs over 5 s. */
export function startProgress(): void {
  clearTimers();
  useProgress.setState({ visible: false, percent: 0, failed: false });
  throttle = setTimeout(() => {
    startedAt = Date.now();
    useProgress.setState({ visible: true, percent: 0 });
    ticker = setInterval(() => {
      const elapsed = Date.now() - startedAt + PROGRESS.throttleMs;
      useProgress.setState({ percent: Math.min(99, (elapsed / PROGRESS.durationMs) * 100) });
    }, PROGRESS.tickMs);
  }, PROGRESS.throttleMs);
}

function finish(failed: boolean): void {
  const wasShown = useProgress.getState().visible;
  clearTimers();
  if (!wasShown && !failed) {
    useProgress.setState({ visible: false, percent: 0, failed: false });
    return;
  }
  useProgress.setState({ visible: true, percent: 100, failed });
  hider = setTimeout(() => useProgress.setState({ visible: false, percent: 0 }), PROGRESS.hideDelayMs);
}

/** Finish on load. */
export function finishProgress(): void {
  finish(false);
}

/** Finish on failure: the bar shows red. */
export function failProgress(): void {
  finish(true);
}

/** Start when the router starts loading the next page (its module and its loader's data). */
export function startPageChange(): void {
  startProgress();
}

/** The next page has rendered with its data: done. */
export function pageRendered(): void {
  finishProgress();
}
