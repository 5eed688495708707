// 1. Memory under parallel uploads: after a few seconds of reads, ten uploads at once, first of
// 5 × 100 KB, then of the largest size a request may have (5 × 10 MB), each from its own address,
// with the server's RSS sampled every 100 ms; its peak over the settled idle figure is reported.
import { request } from 'node:http';
import type { ServerProcess } from '../server-process';
import { address, BOUNDARY, next, run, TEXT_CHUNK } from './clients';
import { MB, round, rssMb, settledRss } from './rss';

/** One upload of `files` text files of `bytes` each, streamed (the client holds 1 MB at most). */
function upload(base: string, files: number, bytes: number, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/filemanager/upload/file`,
      {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-forwarded-for': from },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    void (async () => {
      const write = (chunk: Buffer | string) =>
        new Promise<void>((done) => (req.write(chunk) ? done() : req.once('drain', () => done())));
      for (let f = 0; f < files; f++) {
        await write(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="soak-${f}.txt"\r\n` +
            'Content-Type: text/plain\r\n\r\n',
        );
        for (let sent = 0; sent < bytes; sent += TEXT_CHUNK.length)
          await write(TEXT_CHUNK.subarray(0, Math.min(TEXT_CHUNK.length, bytes - sent)));
        await write('\r\n');
      }
      req.end(`--${BOUNDARY}--\r\n`);
    })();
  });
}

export interface MemoryRound {
  files: number;
  fileMb: number;
  parallel: number;
  statuses: number[];
  idleMb: number;
  peakMb: number;
  growthMb: number;
  seconds: number;
}

async function memoryRound(server: ServerProcess, files: number, bytes: number, parallel = 10): Promise<MemoryRound> {
  const pid = server.child.pid as number;
  const idleMb = await settledRss(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);
  const started = Date.now();
  try {
    const statuses = await Promise.all(
      Array.from({ length: parallel }, () => upload(server.base, files, bytes, address(next()))),
    );
    peakMb = Math.max(peakMb, rssMb(pid));
    return {
      files,
      fileMb: round(bytes / MB, 2),
      parallel,
      statuses,
      idleMb: round(idleMb),
      peakMb: round(peakMb),
      growthMb: round(peakMb - idleMb),
      seconds: round((Date.now() - started) / 1000),
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Both rounds, each printed; a round with an answer other than 200, or a growth over 100 MB, adds
 * to `failures`.
 */
export async function measureMemory(server: ServerProcess, failures: string[]): Promise<MemoryRound[]> {
  // Some reads first: the garbage of start-up (migrations, seed) is collected when the server
  // next allocates, and that drop must not happen during a round, where it would hide growth.
  await run({
    url: server.base,
    connections: 4,
    duration: 5,
    requests: [{ method: 'GET', path: '/api/search?q=praha' }],
  });
  const rounds = [await memoryRound(server, 5, 100 * 1024), await memoryRound(server, 5, 10 * MB)];
  for (const r of rounds) {
    console.info(
      `memory: ${r.parallel} × ${r.files} files of ${r.fileMb} MB at once: idle ${r.idleMb} MB, peak ${r.peakMb} MB (+${r.growthMb} MB), answers ${[...new Set(r.statuses)].join('/')}, ${r.seconds} s`,
    );
    if (r.statuses.some((s) => s !== 200)) failures.push(`memory round answered ${r.statuses.join(',')}`);
    if (r.growthMb > 100) failures.push(`memory grew by ${r.growthMb} MB (over 100 MB)`);
  }
  return rounds;
}
