import { useProgress } from './progress';

/** 2 px bar at the top: orange while a page loads, red when it failed. */
export function ProgressBar() {
  const { visible, percent, failed } = useProgress();
  return (
    <div
      className={`page-progress${failed ? ' page-progress--failed' : ''}`}
      role="progressbar"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      data-state={failed ? 'failed' : visible ? 'running' : 'idle'}
      style={{ opacity: visible ? 1 : 0, width: `${percent}%` }}
    />
  );
}
