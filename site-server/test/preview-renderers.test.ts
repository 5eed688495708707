import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as WorkerThreads from 'node:worker_threads';
import { PreviewRenderers } from '../src/preview-renderers';
import { SLOT_RENDERER } from './release-fixture';

/**
 * The preview renderers' threads, counted as the system has them: one more when a thread is
 * created, one less when it has exited (not when it was asked to stop).
 */
const threads = { alive: 0, most: 0, started: 0 };
jest.mock('node:worker_threads', () => {
  const actual = jest.requireActual<typeof WorkerThreads>('node:worker_threads');
  class CountedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      threads.alive += 1;
      threads.started += 1;
      threads.most = Math.max(threads.most, threads.alive);
      this.once('exit', () => {
        threads.alive -= 1;
      });
    }
  }
  return { ...actual, Worker: CountedWorker };
});

let dir: string;
let renderers: PreviewRenderers;

beforeEach(() => {
  threads.alive = 0;
  threads.most = 0;
  threads.started = 0;
  dir = mkdtempSync(join(tmpdir(), 'preview-renderers-'));
  const shellModule = join(dir, 'server.js');
  writeFileSync(shellModule, SLOT_RENDERER);
  renderers = new PreviewRenderers({
    shellModule,
    // No server code for the slot: each page says which thread rendered it, which is all these tests read.
    serverBuild: async () => ({ refused: 'not needed here' }),
    inject: () => Promise.reject(new Error('no API here')),
    log: () => undefined,
  });
});

afterEach(async () => {
  await renderers.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = { path: '/kontakt', origin: 'http://127.0.0.1', cookies: '', client: '127.0.0.1' };
const releases = ['mf-forms@1.0.0-aaaaaaa', 'mf-forms@1.1.0-bbbbbbb', 'mf-forms@1.2.0-ccccccc'];
const markupOf = (rendered: { pipe(destination: { end(markup: string): void }): void }) => {
  let markup = '';
  rendered.pipe({ end: (text) => (markup = text) });
  return markup;
};
const render = (key: string) => {
  const [remote = '', version = ''] = key.split('@');
  return renderers.render(
    key,
    { remotes: { mf_forms: `/releases/${key}/server/remoteEntry.js` }, routes: [] },
    { ...page, preview: { remote, version } },
  );
};

test('switching quickly between three releases never has more than two preview threads at once', async () => {
  // Each release asked for four times in turn, without waiting: every switch needs a thread while
  // the others are still starting or stopping.
  const asked = Array.from({ length: 4 }, () => releases).flat();
  const answers = await Promise.allSettled(asked.map(render));
  expect(threads.most).toBeLessThanOrEqual(2);
  // Pages of a release whose thread made room for another were given up (they render in the
  // browser); the others were rendered in a thread of their own.
  const rendered = answers.filter((answer) => answer.status === 'fulfilled');
  expect(rendered.length).toBeGreaterThan(0);
  for (const answer of rendered) expect(markupOf(answer.value)).toMatch(/data-thread="[1-9]\d*"/);
  // Afterwards each release in turn still gets its pages, and still within the bound.
  for (const key of releases) expect(markupOf(await render(key))).toContain('render ');
  expect(threads.most).toBeLessThanOrEqual(2);
  expect(renderers.running).toBeLessThanOrEqual(2);
});

test('two releases previewed side by side keep their threads: no thread is started again', async () => {
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(releases.slice(0, 2).map(render));
  }
  expect(threads.started).toBe(2);
  expect(threads.alive).toBe(2);
});
