import axios, { type AxiosInstance } from 'axios';
import { type ApiError, toApiError } from './errors';

type AuthErrorListener = (error: ApiError) => void;
const authErrorListeners = new Set<AuthErrorListener>();
let tokenProvider: () => string | null = () => null;

/**
 * The site's one HTTP client: base URL from configuration (default: same origin). Every failure
 * rejects with an `ApiError` (see errors.ts), never with a transport library's own error.
 */
export const api: AxiosInstance = axios.create({ baseURL: '', timeout: 20_000 });

export function configureApi(options: { baseURL?: string; token?: () => string | null }): void {
  if (options.baseURL !== undefined) api.defaults.baseURL = options.baseURL.replace(/\/$/, '');
  if (options.token) tokenProvider = options.token;
}

/** Auth errors (401) are passed to listeners; nothing is reset automatically. */
export function onAuthError(listener: AuthErrorListener): () => void {
  authErrorListeners.add(listener);
  return () => authErrorListeners.delete(listener);
}

api.interceptors.request.use((config) => {
  if (typeof window !== 'undefined') config.headers.set('X-Site-Url', window.location.origin);
  const token = tokenProvider();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  const failure = toApiError(error);
  if (failure.status === 401) for (const listener of authErrorListeners) listener(failure);
  return Promise.reject(failure);
});
