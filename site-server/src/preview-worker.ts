// A preview's renderer, in a worker thread of its own: the shell's server build loaded afresh, its
// remotes the live ones but for the previewed release. Whatever a remote's code sets up as it loads
// (its translations in the one i18n, the federation runtime's registry, its modules' state) is this
// thread's alone, so the pages the main thread renders for everyone else never see the preview's.
// The pages' API calls and the remotes' server code come from the main thread, which checks the
// code (see server-code.ts): this thread reads no file of a remote itself.
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRenderer, ShellServerModule } from 'shared/contracts';
import {
  describe,
  revive,
  type FromWorker,
  type PreviewWorkerData,
  type Question,
  type RenderOrder,
  type ToWorker,
  type WorkerBuild,
  type WorkerPage,
} from './preview-protocol';
import { collectMarkup } from './markup';

function main(): void {
  const port = parentPort;
  if (!port) throw new Error('preview-worker.ts runs in a worker thread');
  const { shellModule, remotes, routes } = workerData as PreviewWorkerData;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  const ask = <T>(question: Question): Promise<T> => {
    const id = ++lastId;
    port.postMessage({ ...question, id } satisfies FromWorker);
    return new Promise<T>((resolve, reject) =>
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
  };
  const client = new AsyncLocalStorage<string>();

  // The shell's server build, a CommonJS bundle loaded at run time (the API does not build against it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const shell = require(shellModule) as ShellServerModule;
  const ready: Promise<PageRenderer> = shell.createRenderer({
    inject: (request) => ask({ type: 'inject', request, client: client.getStore() ?? '127.0.0.1' }),
    remotes,
    routes,
    serverBuild: async (url) => {
      const found = await ask<WorkerBuild>({ type: 'build', url });
      if ('refused' in found) return found;
      const { build, path, source, files } = found;
      return { path, source, files, read: (file) => ask<string>({ type: 'read', build, file }) };
    },
    log: (message, error) => port.postMessage({ type: 'log', message, error: describe(error) } satisfies FromWorker),
  });
  // Should the shell fail to load, each render says why.
  ready.catch(() => undefined);

  const render = async (order: RenderOrder): Promise<void> => {
    try {
      const renderer = await ready;
      const page = await client.run(order.client, () =>
        renderer.render(order.path, order.origin, order.cookies, order.posted, order.preview),
      );
      const { pipe: _pipe, ...rest } = page;
      const value: WorkerPage = { ...rest, markup: await collectMarkup(page) };
      port.postMessage({ type: 'reply', id: order.id, value } satisfies FromWorker);
    } catch (error) {
      port.postMessage({ type: 'reply', id: order.id, error: describe(error) } satisfies FromWorker);
    }
  };

  port.on('message', (message: ToWorker) => {
    if (message.type === 'render') void render(message);
    else if (message.type === 'remotes')
      void ready.then((renderer) => renderer.setRemotes(message.remotes, message.routes));
    else {
      const question = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) question?.reject(revive(message.error));
      else question?.resolve(message.value);
    }
  });
}

main();
