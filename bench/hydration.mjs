// The time until a page has hydrated, as a phone would see it on a first visit: the page loaded in
// a fresh browser context (no cookies, an empty cache), a phone-sized window and the CPU slowed
// down four times (`Emulation.setCPUThrottlingRate`).
//
// "Hydrated" is the first commit of React after which the root is hydrated and no Suspense
// boundary (every remote slot is one) still waits dehydrated, seen through a stand-in for the
// React DevTools hook, which React calls on each commit; the site carries nothing for it.
//
// The browser is driven over the DevTools protocol directly, with no Network domain: a tool that
// records the network (Playwright, Puppeteer) makes the browser capture a stack trace for every
// request a script starts, work the page's visitors never pay and which would count against the
// page that requests its scripts from a script.
import WebSocket from 'ws';
import { median } from './common.mjs';

const WATCH_HYDRATION = `(() => {
  const record = { at: null };
  window.__benchHydration = record;
  const waiting = (root) => {
    const stack = [root];
    while (stack.length) {
      const fiber = stack.pop();
      const state = fiber.memoizedState;
      if (state && typeof state === 'object' && 'retryLane' in state && state.dehydrated) return true;
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling && fiber !== root) stack.push(fiber.sibling);
    }
    return false;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false, inject: () => 1, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      if (record.at !== null || root.current.memoizedState?.isDehydrated || waiting(root.current)) return;
      record.at = performance.now();
    },
  };
})();`;

const READ = `window.__benchHydration?.at == null ? null : JSON.stringify({
  at: window.__benchHydration.at,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
})`;

/** A connection to the browser's own endpoint; each command resolves with its result. */
export async function connect(chromePort) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const settle = pending.get(message.id);
    if (!settle) return;
    pending.delete(message.id);
    settle(message);
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  return { send, close: () => socket.close() };
}

/**
 * Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (the browser's own
 * throttling, applied to every request of the page).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * One first visit of `url`: `{ at, fcp }` in ms from the navigation's start; `network`: conditions
 * for `Network.emulateNetworkConditions` (`SLOW_4G`), none by default.
 */
export async function loadOnce(send, url, network = null) {
  const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    await send('Page.enable', {}, sessionId);
    await send('Page.addScriptToEvaluateOnNewDocument', { source: WATCH_HYDRATION }, sessionId);
    await send(
      'Emulation.setDeviceMetricsOverride',
      { width: 412, height: 823, deviceScaleFactor: 1, mobile: true },
      sessionId,
    );
    await send('Emulation.setCPUThrottlingRate', { rate: 4 }, sessionId);
    if (network) {
      await send('Network.enable', {}, sessionId);
      await send('Network.emulateNetworkConditions', network, sessionId);
    }
    await send('Page.navigate', { url }, sessionId);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { result } = await send('Runtime.evaluate', { expression: READ, returnByValue: true }, sessionId);
      if (result.value) return JSON.parse(result.value);
    }
    throw new Error(`${url} did not hydrate within 30 s`);
  } finally {
    await send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/** Median time until hydrated and median first contentful paint over `runs` loads, in ms. */
export async function measureHydration(url, chromePort, runs) {
  const { send, close } = await connect(chromePort);
  try {
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await loadOnce(send, url));
    return {
      hydratedMs: Math.round(median(loads.map((load) => load.at))),
      fcpMs: Math.round(median(loads.map((load) => load.fcp ?? NaN))),
      runs,
    };
  } finally {
    close();
  }
}
