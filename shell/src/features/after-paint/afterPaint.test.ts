import { AFTER_FIRST_PAINT_SCRIPT } from './afterPaint.head-script';

// Paint timing and the page's visibility are the browser's; here they are stand-ins. The end-to-end
// suite proves the real order (no script before the first paint) and that the page hydrates.

type PaintCallback = () => void;
let paintCallbacks: PaintCallback[] = [];
let readyState: DocumentReadyState = 'complete';
let hidden = false;
const originalObserver = window.PerformanceObserver;

/** A browser that reports paints (`paint` entries) to its observers when `paint()` is called. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: PaintCallback) {}
  observe({ type }: { type: string }) {
    if (type === 'paint') paintCallbacks.push(this.callback);
  }
}
const paint = () => paintCallbacks.forEach((callback) => callback());

/** The head script run from its element, which names the page's scripts as the server writes them. */
function runHeadScript(run: string, preload: string, fetch?: string): void {
  const element = document.createElement('script');
  element.dataset.run = run;
  element.dataset.preload = preload;
  if (fetch !== undefined) element.dataset.fetch = fetch;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => element });
  new Function(AFTER_FIRST_PAINT_SCRIPT)();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
}

const requested = () =>
  [...document.head.querySelectorAll('script[src], link[rel="preload"]')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${new URL(element.src).pathname} async=${element.async}${element.hasAttribute('fetchpriority') ? ` ${element.getAttribute('fetchpriority')}` : ''}`
      : `preload ${new URL((element as HTMLLinkElement).href).pathname} ${(element as HTMLLinkElement).as} ${element.getAttribute('fetchpriority')}`,
  );

beforeEach(() => {
  jest.useFakeTimers();
  paintCallbacks = [];
  readyState = 'complete';
  hidden = false;
  document.head.innerHTML = '';
  window.PerformanceObserver = PaintObserver as unknown as typeof PerformanceObserver;
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  jest.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.PerformanceObserver = originalObserver;
});

const ran = () => requested().filter((entry) => entry.startsWith('script /main.js'));

describe('the page’s scripts, requested after its first paint', () => {
  it('requests nothing before the page has painted, then runs the entry first and every file after it', () => {
    runHeadScript('/main.js', '/chunks/1.js /remotes/a/remoteEntry.js /remotes/a/chunks/2.js');
    jest.advanceTimersByTime(1000);
    expect(requested()).toEqual([]);
    paint();
    expect(requested()).toEqual(['script /main.js async=false']);
    jest.advanceTimersByTime(10);
    expect(requested()).toEqual([
      'script /main.js async=false',
      // A chunk only registers its modules when it runs: it runs as it arrives (compiled while it
      // downloads); a remote's entry waits for the shell's federation runtime, so it is only fetched.
      'script /chunks/1.js async=true low',
      'preload /remotes/a/remoteEntry.js script low',
      'script /remotes/a/chunks/2.js async=true low',
    ]);
    // A second paint entry (the first contentful paint) and the late timer add nothing.
    paint();
    jest.advanceTimersByTime(5000);
    expect(requested()).toHaveLength(4);
  });

  it('only fetches the chunks of the page kind a remote rendered, after the rest', () => {
    runHeadScript('/main.js', '/chunks/1.js', '/remotes/a/chunks/page-home.js /remotes/a/chunks/7.js');
    paint();
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual([
      'script /main.js async=false',
      'script /chunks/1.js async=true low',
      'preload /remotes/a/chunks/page-home.js script low',
      'preload /remotes/a/chunks/7.js script low',
    ]);
  });

  it('asks for one file per task', () => {
    const chunks = Array.from({ length: 9 }, (_, i) => `/chunks/${i}.js`);
    runHeadScript('/main.js', chunks.join(' '));
    const timer = jest.spyOn(window, 'setTimeout');
    paint();
    expect(requested()).toEqual(['script /main.js async=false']);
    // One timer per file, each a task of its own, all set at the paint (none nested in another).
    expect(timer).toHaveBeenCalledTimes(chunks.length);
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual([
      'script /main.js async=false',
      ...chunks.map((file) => `script ${file} async=true low`),
    ]);
  });

  it('runs the entry at the first paint even while the document is still being parsed', () => {
    readyState = 'loading';
    runHeadScript('/main.js', '/chunks/1.js');
    paint();
    // The entry waits for the rest of the document itself; run now, it is compiled as it downloads.
    expect(ran()).toEqual(['script /main.js async=false']);
  });

  it('starts at once on a page that is not shown, and when the page is hidden before it painted', () => {
    hidden = true;
    runHeadScript('/main.js', '');
    expect(ran()).toEqual(['script /main.js async=false']);

    document.head.innerHTML = '';
    hidden = false;
    runHeadScript('/main.js', '');
    expect(requested()).toEqual([]);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ran()).toEqual(['script /main.js async=false']);
  });

  it('in a browser without paint timing, starts in the task after the first frame', () => {
    window.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runHeadScript('/main.js', '');
    expect(requested()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(ran()).toEqual(['script /main.js async=false']);
  });

  it('starts after three seconds when no paint is ever reported', () => {
    runHeadScript('/main.js', '');
    jest.advanceTimersByTime(2999);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran()).toEqual(['script /main.js async=false']);
  });
});
