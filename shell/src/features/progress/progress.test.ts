import {
  failProgress,
  finishProgress,
  pageRendered,
  PROGRESS,
  startPageChange,
  startProgress,
  useProgress,
} from './progress';

describe('page-change progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden when the page loads within the 200 ms throttle', () => {
    startProgress();
    jest.advanceTimersByTime(150);
    finishProgress();
    jest.advanceTimersByTime(1000);
    expect(useProgress.getState().visible).toBe(false);
  });

  it('shows after the throttle, advances every tick over 5 s, completes and hides 500 ms later', () => {
    startProgress();
    jest.advanceTimersByTime(PROGRESS.throttleMs);
    expect(useProgress.getState().visible).toBe(true);
    jest.advanceTimersByTime(2300);
    const midway = useProgress.getState().percent;
    expect(midway).toBeGreaterThan(40);
    expect(midway).toBeLessThan(60);
    jest.advanceTimersByTime(10_000);
    expect(useProgress.getState().percent).toBeLessThan(100);
    finishProgress();
    expect(useProgress.getState()).toMatchObject({ visible: true, percent: 100, failed: false });
    jest.advanceTimersByTime(PROGRESS.hideDelayMs);
    expect(useProgress.getState().visible).toBe(false);
  });

  it('turns red on failure', () => {
    startProgress();
    jest.advanceTimersByTime(300);
    failProgress();
    expect(useProgress.getState()).toMatchObject({ visible: true, failed: true, percent: 100 });
  });

  it('runs while the next page loads, and finishes when it has rendered', () => {
    startPageChange();
    jest.advanceTimersByTime(1_000);
    expect(useProgress.getState()).toMatchObject({ visible: true, failed: false });
    expect(useProgress.getState().percent).toBeLessThan(100);
    pageRendered();
    expect(useProgress.getState().percent).toBe(100);
  });

  it('finishes at once for a page without data of its own', () => {
    startPageChange();
    pageRendered();
    jest.advanceTimersByTime(1_000);
    expect(useProgress.getState().visible).toBe(false);
  });
});
