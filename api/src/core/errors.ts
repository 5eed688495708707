/** An error that becomes a JSON answer `{ statusCode, error, message, ...extra }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return { statusCode: this.statusCode, error: this.code, message: this.message, ...this.extra };
  }
}

/** 422 with field errors; `body` is the documented ValidationErrorBody. */
export class ValidationFailed extends Error {
  readonly statusCode = 422;
  constructor(
    readonly body: { statusCode: 422; error: 'validation_failed'; message: string; errors: Record<string, string[]> },
  ) {
    super(body.message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'unauthorized', message);
