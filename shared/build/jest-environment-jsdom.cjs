// jsdom without the Fetch API breaks react-router's data router (it builds `Request`s on navigation).
// Hand the test window Node's own Fetch classes, with Node's AbortController so their signals agree.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

// MSW (the mock API of the tests) also needs Node's streams, text codecs and BroadcastChannel.
const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) {
      if (name === 'FormData' && this.global.FormData) continue;
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
