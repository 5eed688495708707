// The server's resident memory (RSS), read from /proc (Linux).
import { readFileSync } from 'node:fs';

export const MB = 1024 * 1024;

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The RSS once it has settled (changed by less than 1 MB in a second, at most a minute): after
 * start-up the server gives memory back for a while, which would hide growth under the uploads.
 */
export async function settledRss(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let i = 0; i < 60; i++) {
    await sleep(1000);
    const now = rssMb(pid);
    if (Math.abs(now - last) < 1) return now;
    last = now;
  }
  return last;
}
