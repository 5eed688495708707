import { z } from 'zod';
import { fieldErrorsSchema } from './errors';

/** Every refusal of POST /api/voucher/cart/add/{cartId} (the `error` of the answer). */
const VOUCHER_ERRORS = [
  'not_exists',
  'service_type',
  'guest_email_is_required',
  'quantity_per_user_limit',
  'voucher_is_already_added',
  'user_check',
  'quantity',
  'active_from',
  'active_to',
  'minimal_price',
] as const;
export type VoucherErrorCode = (typeof VOUCHER_ERRORS)[number];

/**
 * A voucher refusal: `status` repeats the HTTP status; `value` is the limit or amount that refused
 * it (ISO date of `active_from`/`active_to`, total uses of `quantity`, the per-user limit, the
 * minimal cart value in CZK with VAT), else null.
 */
export const voucherErrorSchema = z
  .looseObject({
    statusCode: z.int(),
    status: z.int(),
    error: z.enum(VOUCHER_ERRORS),
    message: z.string(),
    value: z.union([z.string(), z.number(), z.null()]),
  })
  .describe(
    'Voucher error: `status` (= HTTP status), `error` one of not_exists, service_type (404), quantity_per_user_limit (value = limit), voucher_is_already_added, user_check, quantity (value = total uses), active_from, active_to (value = ISO date), minimal_price (value = CZK) (409)',
  );

/**
 * The one 422 that is not a ValidationError: a guest cart without an e-mail. It keeps the voucher
 * error fields (`status`, `error`, `value`, which the front end reads) and adds `errors.guestEmail`
 * like a ValidationError, for the form field.
 */
export const guestEmailRequiredSchema = z
  .object({
    statusCode: z.literal(422),
    status: z.literal(422),
    error: z.enum(['guest_email_is_required']),
    message: z.string(),
    value: z.null(),
    errors: fieldErrorsSchema,
  })
  .meta({
    description:
      'Voucher error `guest_email_is_required` (guest cart, no guestEmail sent or stored): the voucher error fields plus `errors.guestEmail`.',
    examples: [
      {
        statusCode: 422,
        status: 422,
        error: 'guest_email_is_required',
        message: 'Pro uplatnění kupónu zadejte e-mail.',
        value: null,
        errors: { guestEmail: ['Pole musí být vyplněno'] },
      },
    ],
  });
