import { QueueFull, RenderQueue } from '../src/render-queue';

/** A task that runs until `finish` is called, noting when it starts. */
function held(name: string, started: string[]) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const task = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the render queue', () => {
  test('two run at once; the others start in the order they came, each when a slot is free', async () => {
    const queue = new RenderQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => held(name, started));
    const results = tasks.map(({ task }) => queue.run(task));
    await settle();
    expect(started).toEqual(['a', 'b']);

    tasks[1]!.finish();
    await expect(results[1]).resolves.toBe('b');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);

    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    tasks[4]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('a render that fails gives its slot on, and its caller gets the error', async () => {
    const queue = new RenderQueue(1);
    const started: string[] = [];
    const failing = held('failing', started);
    const next = held('next', started);
    const first = queue.run(failing.task);
    const second = queue.run(next.task);
    await settle();
    failing.fail(new Error('the remote threw'));
    await expect(first).rejects.toThrow('the remote threw');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    await expect(second).resolves.toBe('next');
  });

  test('once all have finished, as many run at once again as the limit allows', async () => {
    const queue = new RenderQueue(2);
    await Promise.all([queue.run(async () => 1), queue.run(async () => 2), queue.run(async () => 3)]);
    const started: string[] = [];
    const later = ['x', 'y', 'z'].map((name) => held(name, started));
    const results = later.map(({ task }) => queue.run(task));
    await settle();
    expect(started).toEqual(['x', 'y']);
    later[0]!.finish();
    later[1]!.finish();
    await settle();
    expect(started).toEqual(['x', 'y', 'z']);
    later[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['x', 'y', 'z']);
  });

  test('past the bound of those waiting, one more is refused at once and never runs; a freed place takes one again', async () => {
    const queue = new RenderQueue(2, 3);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => held(name, started));
    const results = tasks.map(({ task }) => queue.run(task));
    const extra = held('f', started);
    await expect(queue.run(extra.task)).rejects.toBeInstanceOf(QueueFull);
    await settle();
    expect(started).toEqual(['a', 'b']);

    // One finishes, the first who waited runs: there is room to wait again.
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    const late = held('g', started);
    const lateResult = queue.run(late.task);
    await expect(queue.run(held('h', started).task)).rejects.toThrow('3 renders are queued already');

    for (const task of [...tasks.slice(1), late]) {
      task.finish();
      await settle();
    }
    await expect(Promise.all([...results, lateResult])).resolves.toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
  });
});
