import type { Locale } from 'shared/constants';
import {
  formatMessage,
  validationFailedMessage,
  type ValidationErrorBody,
  type ValidationRule,
} from 'shared/validation';

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

/** 422 with field errors; `body` is the documented ValidationError. */
export class ValidationFailed extends Error {
  readonly statusCode = 422;
  constructor(readonly body: ValidationErrorBody) {
    super(body.message);
  }
}

/** 422 on one field that passed the schema but not the database (an unknown product, a used file…). */
export function invalidField(locale: Locale, field: string, rule: ValidationRule = 'invalid'): ValidationFailed {
  return new ValidationFailed({
    statusCode: 422,
    error: 'validation_failed',
    message: validationFailedMessage[locale],
    errors: { [field]: [formatMessage(rule, locale)] },
  });
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'unauthorized', message);
