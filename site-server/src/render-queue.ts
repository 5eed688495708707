/**
 * A render refused because the queue is full: its caller answers at once that the site is busy
 * (503) rather than hold the connection.
 */
export class QueueFull extends Error {
  constructor(waiting: number) {
    super(`${waiting} renders are queued already`);
    this.name = 'QueueFull';
  }
}

/**
 * A counting semaphore with a bounded queue: at most `limit` tasks run at once; the others wait in
 * the order they came, at most `maxWaiting` of them, and one more is refused at once (`QueueFull`).
 * A server render is work on this process's one thread with a few waits (the in-process API calls,
 * the database): run fifty at once and each step of each waits behind the steps of all the others,
 * so under a spike every page takes as long as the slowest and some wait for seconds; queued, each
 * page waits for the ones before it only. Past the bound, a wait would only grow longer than a
 * visitor waits, while every waiting request holds its connection and memory.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw new QueueFull(this.waiting.length);
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot goes to the first in the queue, else it is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
