import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { useFieldErrors, type FieldErrors } from '../stores/fieldErrors';

/** The 422 body every endpoint answers with (api/README.md). */
export interface ValidationErrorBody {
  message: string;
  errors: FieldErrors;
}

type AuthErrorListener = (error: AxiosError) => void;
const authErrorListeners = new Set<AuthErrorListener>();
let tokenProvider: () => string | null = () => null;

/** The site's one HTTP client: base URL from configuration (default: same origin). */
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
  useFieldErrors.getState().clear();
  if (typeof window !== 'undefined') config.headers.set('X-Site-Url', window.location.origin);
  const token = tokenProvider();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response) {
    const { status, data } = error.response;
    if (status === 422 && isValidationBody(data)) useFieldErrors.getState().set(data.errors);
    if (status === 401) for (const listener of authErrorListeners) listener(error);
  }
  return Promise.reject(error);
});

function isValidationBody(data: unknown): data is ValidationErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ValidationErrorBody).errors === 'object';
}

/** The HTTP status of a failed call, or null for network errors. */
export function statusOf(error: unknown): number | null {
  // `isAxiosError` checks a flag, so it also recognises errors from another copy of axios.
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}
