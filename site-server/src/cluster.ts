import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadEnvFile, programFile, wholeNumberSetting } from 'api';
import { SITE_SERVER_DIR } from './site-paths';

/**
 * `npm run start:cluster`: several instances of the server on one machine. The workers
 * (WEB_CONCURRENCY, default one per processor) each run the whole server (server.ts) with the same
 * settings and listen on the same HOST:PORT; the operating system hands each new connection to one
 * of them. They share everything through the PostgreSQL database of DATABASE_URL (sessions, rate
 * limits, uploads, enquiry tokens, the e-mail outbox, the forgetting of cached pages), so the embedded
 * database, which one process holds, is refused. A worker that ends unexpectedly is replaced; one
 * that ends before it ever listened stops the cluster (its settings are wrong, a replacement would
 * fail the same way). SIGTERM or SIGINT is passed to every worker, which finishes its requests in
 * flight, and the cluster exits once all have.
 */
function main(): void {
  // The repository's `.env`, when there is one; the workers inherit what it sets.
  loadEnvFile();
  if (!process.env.DATABASE_URL) {
    console.error(
      'start:cluster needs DATABASE_URL (postgres://…): the instances share their data through a PostgreSQL server; the embedded database serves one process (npm start).',
    );
    process.exit(1);
  }
  const count = wholeNumberSetting('WEB_CONCURRENCY') || availableParallelism();
  cluster.setupPrimary({ exec: programFile(SITE_SERVER_DIR, 'server') });

  const listening = new WeakSet<Worker>();
  const running = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  let stopping = false;
  let exitCode = 0;
  const start = () => {
    const worker = cluster.fork();
    worker.on('listening', () => {
      listening.add(worker);
      console.info(`[cluster] worker ${worker.process.pid} listening`);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) process.exit(exitCode);
      return;
    }
    if (!listening.has(worker)) {
      console.error(`[cluster] a worker ended before it listened (exit code ${code}); stopping`);
      stop('SIGTERM', 1);
      return;
    }
    console.error(`[cluster] worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`);
    start();
  });

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = running();
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));

  console.info(`[cluster] starting ${count} workers`);
  for (let i = 0; i < count; i += 1) start();
}

main();
