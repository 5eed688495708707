import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildWatcher, STAGES, type Stage } from '../src/build-watcher';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-watcher-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file and moves its time on by `step` seconds, so that a look sees it changed. */
function write(path: string, text: string, step = 5): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  const later = new Date(Date.now() + step * 1000);
  utimesSync(path, later, later);
}

/** Resolves once `condition` holds, or rejects after `ms`. */
async function until(condition: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A watcher whose listeners write down, in order, the stages they were told in. */
function recorded(options: ConstructorParameters<typeof BuildWatcher>[0] = {}) {
  const watcher = new BuildWatcher(options);
  const told: Stage[] = [];
  // Registered in the reverse order: the stages' order is the watcher's, not the registration's.
  for (const stage of [...STAGES].reverse()) watcher.onChange(stage, () => void told.push(stage));
  return { watcher, told };
}

describe('the build watcher', () => {
  test('tells nobody while nothing tracked changed, and every stage in order when something did', async () => {
    const file = join(root, 'shell/index.html');
    write(file, '<p>one</p>');
    const { watcher, told } = recorded();
    watcher.track(file);
    expect(await watcher.check()).toBe(false);
    expect(told).toEqual([]);

    write(file, '<p>two</p>', 10);
    expect(await watcher.check()).toBe(true);
    expect(told).toEqual(['configuration', 'renderer', 'files', 'cache']);
    // What was tracked is forgotten with the change: the readers track again as they read again.
    write(file, '<p>three</p>', 15);
    expect(await watcher.check()).toBe(false);
    expect(told).toHaveLength(4);
  });

  test('a file that appears, disappears, or changes in a tracked folder is a change', async () => {
    const missing = join(root, 'remotes/live.json');
    const folder = join(root, 'mf-forms/dist/server');
    write(join(folder, 'remoteEntry.js'), 'one');
    const { watcher, told } = recorded();

    watcher.track(missing);
    write(missing, '{}');
    expect(await watcher.check()).toBe(true);

    const fingerprint = await watcher.trackFolder(folder);
    expect(fingerprint).toMatch(/^[0-9a-f]{12}$/);
    write(join(folder, 'chunks/1.js'), 'new chunk');
    expect(await watcher.check()).toBe(true);

    expect(await watcher.trackFolder(folder)).not.toBe(fingerprint);
    rmSync(join(folder, 'chunks'), { recursive: true });
    expect(await watcher.check()).toBe(true);
    expect(told.filter((stage) => stage === 'cache')).toHaveLength(3);
  });

  test('a listener that fails is logged, and the later stages are still told', async () => {
    const file = join(root, 'a.json');
    write(file, '1');
    const warnings: string[] = [];
    const { watcher, told } = recorded({ log: { warn: (message) => warnings.push(message) } });
    watcher.onChange('renderer', () => {
      throw new Error('cannot load the shell');
    });
    watcher.track(file);
    write(file, '22');
    expect(await watcher.check()).toBe(true);
    expect(told).toEqual(['configuration', 'renderer', 'files', 'cache']);
    expect(warnings).toEqual(['the builds changed, and renderer could not follow: cannot load the shell']);
  });

  test('looks run one at a time, each listener awaited before the next stage', async () => {
    const file = join(root, 'a.json');
    write(file, '1');
    const watcher = new BuildWatcher();
    const order: string[] = [];
    watcher.onChange('renderer', async () => {
      order.push('renderer begins');
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('renderer ends');
    });
    watcher.onChange('cache', () => void order.push('cache'));
    watcher.track(file);
    write(file, '22');
    const first = watcher.check();
    // Asked while the first look runs: the next look, after it; it finds nothing new.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = watcher.check();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(order).toEqual(['renderer begins', 'renderer ends', 'cache']);
  });

  test('started, a file-system event brings the look before the clock would', async () => {
    const file = join(root, 'shell/dist/index.html');
    write(file, 'one');
    const { watcher, told } = recorded({ pollMs: 60_000 });
    watcher.start();
    try {
      watcher.track(file);
      write(file, 'two!');
      await until(() => told.length === STAGES.length, 2000);
      expect(watcher.changes).toBe(1);
    } finally {
      watcher.close();
    }
  });

  test('without events, the clock finds a change, also in a folder deleted and made again', async () => {
    const folder = join(root, 'mf-content/dist');
    const manifest = join(folder, 'mf-manifest.json');
    write(manifest, '{"v":1}');
    const { watcher } = recorded({ pollMs: 50, events: false });
    watcher.start();
    try {
      watcher.track(manifest);
      rmSync(folder, { recursive: true });
      write(manifest, '{"v":22}');
      await until(() => watcher.changes === 1, 2000);
      // Tracked again after the change (as a reader reading it again would), the next one is seen too.
      watcher.track(manifest);
      write(manifest, '{"v":333}', 20);
      await until(() => watcher.changes === 2, 2000);
    } finally {
      watcher.close();
    }
  });
});
