import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** A request the mock API received, with its body parsed (JSON, or the fields of a multipart form). */
export interface RecordedRequest {
  method: string;
  /** Scheme, host and port the request went to, e.g. `http://localhost`. */
  origin: string;
  /** Path and query, e.g. `/api/settings?lang=cs`. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * The answers every front-end test gets unless it says otherwise: the calls the chrome and the
 * shell make on every page, answered as an empty but valid site would.
 */
const defaultHandlers = [
  http.get('*/api/settings', () => HttpResponse.json([])),
  http.get('*/api/poster', () => HttpResponse.json({})),
  http.get('*/api/info/page/:id', () =>
    HttpResponse.json({ statusCode: 404, error: 'not_found', message: 'Info page not found' }, { status: 404 }),
  ),
  http.get('*/api/me', () =>
    HttpResponse.json({ statusCode: 401, error: 'unauthorized', message: 'Authentication required' }, { status: 401 }),
  ),
];

/** The mock API of the front-end tests (MSW, at the network level: the real client and its interceptors run). */
export const server = setupServer(...defaultHandlers);

const recorded: RecordedRequest[] = [];

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!request.body) return undefined;
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    form.forEach((value, key) => {
      out[key] = value;
    });
    return out;
  }
  return request.text();
}

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    method: request.method,
    origin: url.origin,
    url: url.pathname + url.search,
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body: undefined,
  };
  recorded.push(entry);
  void bodyOf(request.clone()).then(
    (body) => (entry.body = body),
    () => undefined,
  );
});

/** Every request since the test began, in order. */
export function requests(filter?: { method?: string; path?: string | RegExp }): RecordedRequest[] {
  return recorded.filter(
    (r) =>
      (!filter?.method || r.method === filter.method.toUpperCase()) &&
      (!filter?.path || (typeof filter.path === 'string' ? r.path === filter.path : filter.path.test(r.path))),
  );
}

export function resetRequests(): void {
  recorded.length = 0;
}

/** An error answer in the API's one error shape. */
export function apiError(
  status: number,
  error: string,
  message = error,
  extra: { errors?: Record<string, string[]>; value?: unknown; retryAfter?: number } = {},
) {
  return HttpResponse.json({ statusCode: status, error, message, ...extra }, { status });
}

/** A 422 with field errors, as the API answers invalid input. */
export function validationError(errors: Record<string, string[]>) {
  return apiError(422, 'validation_failed', 'Odeslaná data nejsou platná.', { errors });
}

/** A network failure: no answer at all. */
export function networkError() {
  return HttpResponse.error();
}

export { http, HttpResponse, delay } from 'msw';
