import type { z } from 'zod';
import { formatMessage, isValidationRule, validationFailedMessage, type ValidationLocale } from './messages';

export * from './messages';
export * from './schemas';

import type { FieldErrors } from '../api/errors';

export type { FieldErrors } from '../api/errors';

/**
 * The one shape of every 422 answer of the API:
 * `{ "statusCode": 422, "error": "validation_failed", "message": "…", "errors": { "email": ["…"] } }`.
 */
export interface ValidationErrorBody {
  statusCode: 422;
  error: 'validation_failed';
  message: string;
  errors: FieldErrors;
}

/** Turns zod issues into localized field errors; the whole body is reported under `body`. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: ValidationLocale): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    const rule = isValidationRule(issue.message) ? issue.message : 'invalid';
    const params: { length?: number | bigint; count?: number | bigint } = {};
    if (issue.code === 'too_small') params.length = params.count = issue.minimum as number | bigint;
    if (issue.code === 'too_big') params.length = params.count = issue.maximum as number | bigint;
    const text = formatMessage(rule, locale, params);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

export type ValidationResult<T> = { success: true; data: T } | { success: false; body: ValidationErrorBody };

/** Validates `input` with `schema`; on failure returns the 422 body in `locale`. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: ValidationLocale,
): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    body: {
      statusCode: 422,
      error: 'validation_failed',
      message: validationFailedMessage[locale],
      errors: fieldErrors(result.error.issues, locale),
    },
  };
}
