import type { z } from 'zod';
import type { FieldErrors } from '../api/errors';
import { formatMessage, isValidationRule, validationFailedMessage, type ValidationLocale } from './messages';
import type { ValidationErrorBody } from './responses/errors';

export * from './messages';
export * from './schemas';
export * from './responses';

export type { FieldErrors } from '../api/errors';

/**
 * What `fieldErrors` reads of a zod issue: its path, its message (a rule key) and, for length and
 * count checks, the limit. A zod issue is one; so is an issue rebuilt from a framework's copy.
 */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}

const limitOf = (value: unknown): number | bigint | undefined =>
  typeof value === 'number' || typeof value === 'bigint' ? value : undefined;

/** Turns zod issues into localized field errors; the whole body is reported under `body`. */
function fieldErrors(issues: readonly IssueLike[], locale: ValidationLocale): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    const rule = isValidationRule(issue.message) ? issue.message : 'invalid';
    const params: { length?: number | bigint; count?: number | bigint } = {};
    if (issue.code === 'too_small') params.length = params.count = limitOf(issue.minimum);
    if (issue.code === 'too_big') params.length = params.count = limitOf(issue.maximum);
    const text = formatMessage(rule, locale, params);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

/** The 422 body of these issues in `locale`. */
export function validationErrorBody(issues: readonly IssueLike[], locale: ValidationLocale): ValidationErrorBody {
  return {
    statusCode: 422,
    error: 'validation_failed',
    message: validationFailedMessage[locale],
    errors: fieldErrors(issues, locale),
  };
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
  return { success: false, body: validationErrorBody(result.error.issues, locale) };
}
