// jsdom without the Fetch API breaks react-router's data router (it builds `Request`s on navigation).
// Hand the test window Node's own Fetch classes, with Node's AbortController so their signals agree.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

// MSW (the mock API of the tests) also needs Node's streams, text codecs and BroadcastChannel, and
// multipart bodies (uploads) must be Node's FormData, Blob and File for a request to carry them, as
// url-encoded ones (a form posted to a route's action) Node's URLSearchParams.
const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'BroadcastChannel',
  'Blob',
  'File',
  'URLSearchParams',
];

class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) {
      this.global[name] = globalThis[name];
    }
    // Node's FormData (a request can carry it), still constructible from a jsdom <form>, as React's
    // form handling does.
    const JsdomFormData = this.global.FormData;
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [key, value] of new JsdomFormData(form, submitter)) this.append(key, value);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
