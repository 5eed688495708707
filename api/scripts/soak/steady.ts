// 2. The steady mix: every kind of visitor for the run's duration (autocannon, one instance per
// kind at a fixed rate), with the server's RSS sampled every second.
import type { ServerProcess } from '../server-process';
import { run } from './clients';
import { scenarios, type Acknowledged } from './mix';
import { round, rssMb } from './rss';

export interface SteadyReport {
  endpoints: Record<string, unknown>;
  rss: {
    startMb: number | undefined;
    peakMb: number;
    endMb: number | undefined;
    firstMinuteAverageMb: number;
    lastMinuteAverageMb: number;
    samples: { s: number; mb: number }[];
  };
}

/**
 * Runs the mix for `durationS` seconds with every rate scaled by `rate`, prints each kind's figures
 * and the RSS; a 5xx answer, a failed connection or a timeout adds to `failures`.
 */
export async function runSteady(
  server: ServerProcess,
  options: { durationS: number; rate: number; pages: boolean },
  acked: Acknowledged,
  failures: string[],
): Promise<SteadyReport> {
  const pid = server.child.pid as number;
  const rss: { s: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(
    () => rss.push({ s: Math.round((Date.now() - started) / 1000), mb: round(rssMb(pid)) }),
    1000,
  );
  const mix = scenarios(acked, options.pages);
  console.info(`soak: ${options.durationS} s of ${mix.map((m) => m.name).join(', ')}`);
  const results = await Promise.all(
    mix.map((m) =>
      run({
        url: server.base,
        connections: 2,
        duration: options.durationS,
        overallRate: Math.max(1, Math.round(m.rate * options.rate)),
        timeout: 30,
        requests: m.requests,
      }),
    ),
  );
  clearInterval(sampler);
  const endpoints: Record<string, unknown> = {};
  results.forEach((r, i) => {
    const name = mix[i]?.name ?? String(i);
    const statuses = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]));
    endpoints[name] = {
      requests: r.requests.total,
      perSecond: round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      statuses,
      errors: r.errors,
      timeouts: r.timeouts,
    };
    if (r['5xx'] > 0) failures.push(`${name}: ${r['5xx']} answers 5xx`);
    if (r.errors > 0 || r.timeouts > 0) failures.push(`${name}: ${r.errors} errors, ${r.timeouts} timeouts`);
  });
  const mbs = rss.map((x) => x.mb);
  const minute = Math.min(60, Math.floor(rss.length / 3));
  const average = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
  const report: SteadyReport = {
    endpoints,
    rss: {
      startMb: mbs[0],
      peakMb: Math.max(...mbs),
      endMb: mbs[mbs.length - 1],
      firstMinuteAverageMb: average(mbs.slice(0, minute)),
      lastMinuteAverageMb: average(mbs.slice(-minute)),
      samples: rss,
    },
  };
  console.table(endpoints);
  const { samples: _samples, ...summary } = report.rss;
  console.info('RSS (MB):', summary);
  return report;
}
