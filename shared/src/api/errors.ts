/** Field errors of a 422 answer: field path (dots for nesting, e.g. `content.type`) to messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * The body of every error answer of the API: `{ statusCode, error, message }`, plus `errors` on a
 * 422 (and on a voucher's missing guest e-mail), `value` on voucher errors that carry a limit or an
 * amount, and `retryAfter` (seconds) on a 429.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: FieldErrors;
  value?: unknown;
  retryAfter?: number;
}

/** Codes of failures that never reached the API or got no answer. */
export type TransportErrorCode = 'network' | 'timeout' | 'cancelled';

/**
 * Every failed API call, as the one typed error the shared client rejects with. `status` is null
 * when no answer arrived (offline, network fault, timeout, cancelled); `code` is the API's error
 * code (`validation_failed`, `not_found`, `already_exists`, `not_exists`, …) or a transport code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number | null,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** Extra detail of some errors: a voucher's per-user limit or minimal cart value. */
    readonly value: unknown = null,
    /** Seconds to wait before trying again (429, 503), from `Retry-After` or the body. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }

  /** No answer arrived: the visitor may be offline, or the server unreachable. */
  get isTransport(): boolean {
    return this.status === null;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The first message of a field, or of any field when none is named. */
  firstFieldError(field?: string): string | undefined {
    if (field) return this.fieldErrors[field]?.[0];
    return Object.values(this.fieldErrors).find((messages) => messages.length)?.[0];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    isRecord(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
  );
}

function retryAfterOf(header: unknown, body: Record<string, unknown>): number | null {
  const fromHeader = typeof header === 'string' || typeof header === 'number' ? Number(header) : NaN;
  if (Number.isFinite(fromHeader) && fromHeader >= 0) return fromHeader;
  return typeof body.retryAfter === 'number' ? body.retryAfter : null;
}

/** What the transport library (axios) rejects with; recognised by its flag, so the library need not be loaded. */
interface TransportError {
  isAxiosError: true;
  __CANCEL__?: boolean;
  code?: string;
  message: string;
  response?: { status: number; data: unknown; headers?: unknown };
}

function isTransportError(error: unknown): error is TransportError {
  return isRecord(error) && error.isAxiosError === true;
}

/**
 * Turns whatever a call threw into an `ApiError`: an answer with the API's error body, an answer
 * of another shape (a proxy's HTML page), no answer at all, or an error that is already one.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTransportError(error)) {
    const response = error.response;
    if (!response) {
      if (error.__CANCEL__ === true || error.code === 'ERR_CANCELED')
        return new ApiError(null, 'cancelled', error.message);
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      return new ApiError(null, timedOut ? 'timeout' : 'network', error.message);
    }
    const body = isRecord(response.data) ? response.data : {};
    const code = typeof body.error === 'string' ? body.error : `http_${response.status}`;
    const message = typeof body.message === 'string' ? body.message : error.message;
    const headers = response.headers as Record<string, unknown> | undefined;
    return new ApiError(
      response.status,
      code,
      message,
      isFieldErrors(body.errors) ? body.errors : {},
      'value' in body ? body.value : null,
      retryAfterOf(headers?.['retry-after'], body),
    );
  }
  return new ApiError(null, 'network', error instanceof Error ? error.message : String(error));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
