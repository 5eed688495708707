import { z } from 'zod';

/** Field errors of a 422: field path (dots for nesting, e.g. `content.type`) to messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/**
 * Every error answer of the API: `{ statusCode, error, message }`, plus `errors` on a 422, `value`
 * on voucher errors that carry a limit or an amount, `retryAfter` (seconds) on a 429, and what an
 * error adds of its own (`reason` of `product_unavailable`, `id` of `already_reserved`): the shape
 * stays open so nothing an error carries is dropped.
 */
export const apiErrorSchema = z
  .looseObject({
    statusCode: z.int(),
    error: z.string(),
    message: z.string(),
    errors: fieldErrorsSchema.optional(),
    value: z.unknown().optional(),
    retryAfter: z.number().optional(),
  })
  .describe(
    'Every error answer: `{ statusCode, error, message }` (+ `errors` on a 422, `status`/`value` on voucher errors, `retryAfter` on a 429)',
  );

/**
 * The one shape of every 422 answer of the API:
 * `{ "statusCode": 422, "error": "validation_failed", "message": "…", "errors": { "email": ["…"] } }`.
 */
export const validationErrorSchema = z
  .object({
    statusCode: z.literal(422),
    error: z.enum(['validation_failed']),
    message: z.string(),
    errors: fieldErrorsSchema,
  })
  .meta({
    description:
      'Every 422: `errors` maps a field path (dots for nesting, e.g. `content.type`, `files.0.id`) to messages in the request language (the `{locale}` path segment where the route has one, else `?lang=`, else cs).',
    examples: [
      {
        statusCode: 422,
        error: 'validation_failed',
        message: 'Odeslaná data nejsou platná.',
        errors: { email: ['Pole musí obsahovat platný email.'] },
      },
    ],
  });
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;
