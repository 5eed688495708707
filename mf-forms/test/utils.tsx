import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AxiosError } from 'axios';
import { api, i18n } from 'shared';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `ui` at `path` inside the providers the shell gives; the current URL is in `location`. */
export function renderWithProviders(ui: ReactElement, path = '/kontaktni-formular') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** The body as given to axios (an object or FormData), before serialisation. */
  body: unknown;
  headers: Record<string, unknown>;
}

export interface MockReply {
  status: number;
  data?: unknown;
}

// Types of the axios copy `shared` uses (it differs from the root's).
type Adapter = Extract<NonNullable<typeof api.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];
type Response = Awaited<ReturnType<Adapter>>;

type Handler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

/**
 * Answers the shared `api` client's requests in tests, at the adapter level: the client's
 * interceptors (422 field errors into the store, clearing them on each request) run as in the browser.
 */
export function mockApi(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const original = api.defaults.adapter;
  let bodies = new Map<unknown, unknown>();
  const requestInterceptor = api.interceptors.request.use((config) => {
    // Keep the body before axios serialises it.
    bodies.set(config, config.data);
    return config;
  });
  api.defaults.adapter = async (config: RequestConfig): Promise<Response> => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body: bodies.get(config) ?? config.data,
      headers: config.headers.toJSON(),
    };
    requests.push(request);
    const reply = await handler(request);
    const response: Response = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config as never,
      {},
      response as never,
    );
  };
  return {
    requests,
    restore() {
      api.defaults.adapter = original;
      api.interceptors.request.eject(requestInterceptor);
      bodies = new Map();
    },
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
