import { FROM_SOURCES, programFile } from 'api';
import { SITE_SERVER_DIR } from './site-paths';
import { Worker } from 'node:worker_threads';
import type { InProcessRequest, RenderedPage, ServerBuild, ServerBuildRefused } from 'shared/contracts';
import {
  describe,
  revive,
  type Composition,
  type FromWorker,
  type PreviewWorkerData,
  type Question,
  type RenderOrder,
  type ToWorker,
  type WorkerBuild,
  type WorkerPage,
} from './preview-protocol';

/** At most this many preview threads exist at once, stopping ones included; the one used longest ago is stopped first. */
const MAX_WORKERS = 2;
/** A preview's renderer unused this long is stopped (its thread and memory freed). */
const IDLE_MS = 5 * 60_000;
/** A preview page not rendered within this time is given up: it renders in the browser. */
const RENDER_TIMEOUT_MS = 30_000;

/** What the preview renderers need of the server: its shell, checked server code, API calls and log. */
export interface PreviewRenderersOptions {
  shellModule: string;
  serverBuild(url: string): Promise<ServerBuild | ServerBuildRefused>;
  inject(request: Parameters<InProcessRequest>[0], client: string): ReturnType<InProcessRequest>;
  log(message: string, error?: Error): void;
}

/** A page for the preview renderer of one release: the render order without its id. */
export type PreviewRenderRequest = Omit<RenderOrder, 'type' | 'id'>;

/**
 * The renderers of previews: one worker thread per previewed release (see preview-worker.ts), so
 * that a preview's code never shares a module, a translation or a registry with the live pages.
 * A worker is started on its release's first page, told when the live remotes change, and stopped
 * after a while unused, or when another release needs its place. At most `MAX_WORKERS` threads
 * exist at any moment, those still stopping included: a thread lives on until it has exited, so
 * a new one starts only once an old one is gone, however fast the releases asked for change.
 */
export class PreviewRenderers {
  private readonly workers = new Map<string, PreviewWorker>();
  /** Every worker whose thread has not exited yet: those in `workers` and those stopping. */
  private readonly threads = new Set<PreviewWorker>();

  constructor(private readonly options: PreviewRenderersOptions) {}

  /** A page of the preview `key` (`mf-forms@1.0.0-3f2a9c1`), rendered with these server entries. */
  async render(key: string, composition: Composition, request: PreviewRenderRequest): Promise<RenderedPage> {
    const worker = await this.workerOf(key, composition);
    worker.point(composition);
    const page = await worker.render(request);
    const { markup, ...rest } = page;
    return { ...rest, pipe: (destination) => destination.end(markup) };
  }

  /** How many preview threads exist now, those stopping included. */
  get running(): number {
    return this.threads.size;
  }

  /** Stops every preview thread; settles once all have exited. */
  async close(): Promise<void> {
    const threads = [...this.threads];
    await Promise.all([...this.workers.values()].map((worker) => worker.stop()));
    this.workers.clear();
    await Promise.all(threads.map((worker) => worker.exited));
  }

  /**
   * The worker of the preview `key`, started when it has none. With every place taken, the worker
   * used longest ago is stopped (its pages in progress render in the browser) and its thread's
   * exit awaited first; while some thread is stopping already, its exit is awaited instead.
   */
  private async workerOf(key: string, composition: Composition): Promise<PreviewWorker> {
    for (;;) {
      const found = this.workers.get(key);
      if (found && !found.ended) return found;
      if (this.threads.size < MAX_WORKERS) return this.start(key, composition);
      const stopping = this.threads.size > this.workers.size;
      if (!stopping) {
        const [oldest] = [...this.workers.entries()].sort(([, a], [, b]) => a.usedAt - b.usedAt);
        if (oldest) {
          this.workers.delete(oldest[0]);
          void oldest[1].stop();
        }
      }
      await Promise.race([...this.threads].map((worker) => worker.exited));
    }
  }

  private start(key: string, composition: Composition): PreviewWorker {
    const worker = new PreviewWorker(this.options, composition, () => {
      if (this.workers.get(key) === worker) this.workers.delete(key);
    });
    this.workers.set(key, worker);
    this.threads.add(worker);
    // The first to hear of the exit: whoever awaits `exited` finds the place free.
    void worker.exited.then(() => this.threads.delete(worker));
    return worker;
  }
}

/** One preview's worker thread and the conversation with it. */
class PreviewWorker {
  ended = false;
  usedAt = Date.now();
  /** Settles once the thread has exited (stopped, or ended by itself). */
  readonly exited: Promise<void>;
  private readonly worker: Worker;
  private readonly renders = new Map<number, { resolve(page: WorkerPage): void; reject(error: Error): void }>();
  /** The server builds the worker has opened, by number: it reads their files through them. */
  private readonly builds = new Map<number, ServerBuild>();
  private lastId = 0;
  private remotesKey: string;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: PreviewRenderersOptions,
    composition: Composition,
    private readonly onEnd: () => void,
  ) {
    this.remotesKey = JSON.stringify(composition);
    const workerData: PreviewWorkerData = { shellModule: options.shellModule, ...composition };
    this.worker = new Worker(programFile(SITE_SERVER_DIR, 'preview-worker'), {
      workerData,
      // From the sources the worker is TypeScript, run as the server is: through tsx.
      execArgv: FROM_SOURCES ? ['--require', require.resolve('tsx/cjs')] : [],
      stdout: false,
      stderr: false,
    });
    this.worker.on('message', (message: FromWorker) => void this.receive(message));
    this.worker.on('error', (error) => this.end(error));
    this.exited = new Promise((resolve) => {
      this.worker.on('exit', (code) => {
        this.end(new Error(`the preview renderer stopped (exit code ${code})`));
        resolve();
      });
    });
    this.touch();
  }

  /** Keeps the worker's remotes the live ones (with the preview's release), and their route table. */
  point(composition: Composition): void {
    const key = JSON.stringify(composition);
    if (key === this.remotesKey) return;
    this.remotesKey = key;
    this.post({ type: 'remotes', ...composition });
  }

  render(request: PreviewRenderRequest): Promise<WorkerPage> {
    // Stopped to make room for another release between being found and being asked.
    if (this.ended) return Promise.reject(new Error('the preview renderer was stopped'));
    this.touch();
    const id = ++this.lastId;
    return new Promise<WorkerPage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.renders.delete(id);
        reject(new Error(`the preview renderer took over ${RENDER_TIMEOUT_MS} ms`));
      }, RENDER_TIMEOUT_MS);
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      this.renders.set(id, { resolve: settle(resolve), reject: settle(reject) });
      this.post({ ...request, type: 'render', id });
    });
  }

  async stop(): Promise<void> {
    this.end(new Error('the preview renderer was stopped'));
    await this.worker.terminate();
  }

  private touch(): void {
    this.usedAt = Date.now();
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.stop(), IDLE_MS);
    this.idle.unref();
  }

  private post(message: ToWorker): void {
    if (!this.ended) this.worker.postMessage(message);
  }

  private end(error: Error): void {
    if (this.ended) return;
    this.ended = true;
    if (this.idle) clearTimeout(this.idle);
    for (const pending of this.renders.values()) pending.reject(error);
    this.renders.clear();
    this.builds.clear();
    this.onEnd();
  }

  private async receive(message: FromWorker): Promise<void> {
    if (message.type === 'log') {
      this.options.log(message.message, message.error ? revive(message.error) : undefined);
      return;
    }
    if (message.type === 'reply') {
      const pending = this.renders.get(message.id);
      this.renders.delete(message.id);
      if (message.error) pending?.reject(revive(message.error));
      else if (message.value) pending?.resolve(message.value);
      return;
    }
    try {
      this.post({ type: 'reply', id: message.id, value: await this.answer(message) });
    } catch (error) {
      this.post({ type: 'reply', id: message.id, error: describe(error) });
    }
  }

  /** The worker's question answered: an API call made, a server build opened, a file of it read. */
  private async answer(question: Question): Promise<unknown> {
    if (question.type === 'inject') return this.options.inject(question.request, question.client);
    if (question.type === 'build') {
      const found = await this.options.serverBuild(question.url);
      if ('refused' in found) return found;
      const build = this.builds.size + 1;
      this.builds.set(build, found);
      const { path, source, files } = found;
      return { build, path, source, files: [...files] } satisfies WorkerBuild;
    }
    const build = this.builds.get(question.build);
    if (!build) throw new Error(`no server build ${question.build} is open`);
    return build.read(question.file);
  }
}
