import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { ApiError, toApiError } from './errors';

let baseURL = '';
let adapter: AxiosAdapter | undefined;
let instance: Promise<AxiosInstance> | null = null;

function create(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 20_000, ...(adapter ? { adapter } : {}) });
  client.interceptors.request.use((config) => {
    // The page the call is made from (no query: it may hold what the visitor typed), so that an
    // enquiry's lead says where it was sent from, an integrator's page included.
    if (typeof window !== 'undefined')
      config.headers.set('X-Site-Url', window.location.origin + window.location.pathname);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return client;
}

/**
 * The transport library is loaded with the first request, not with the page: a server-rendered
 * page arrives with its data, so a visitor who only reads never downloads it. When it cannot be
 * loaded (offline), the request fails as any request without an answer does, and the next request
 * tries to load it again.
 */
function client(): Promise<AxiosInstance> {
  instance ??= import('axios').then(
    ({ default: axios }) => create(axios),
    (error: unknown) => {
      instance = null;
      throw new ApiError(null, 'network', error instanceof Error ? error.message : String(error));
    },
  );
  return instance;
}

/**
 * The site's one HTTP client: base URL from configuration (default: same origin). Every failure
 * rejects with an `ApiError` (see errors.ts), never with a transport library's own error.
 */
export const api = {
  /** One request (`method`, `url`, `data`, `signal`, `headers`…), answered by the transport library. */
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return client().then((http) => http.request<T>(config));
  },
};

/**
 * The client's settings: the API's base URL and (on the server, and in tests) the transport that
 * answers instead of the network. The browser's session travels as its HttpOnly cookie, never as a
 * header a script sets.
 */
export function configureApi(options: { baseURL?: string; adapter?: AxiosAdapter }): void {
  if (options.baseURL !== undefined) baseURL = options.baseURL.replace(/\/$/, '');
  if (options.adapter) adapter = options.adapter;
  // Settings apply to the client as created: one already loaded is configured again.
  if (instance && (options.baseURL !== undefined || options.adapter)) instance = null;
}
