import { z } from 'zod';
import { PHONE_PREFIXES, UPLOAD_LIMITS } from '../constants';
import { ENQUIRY_TYPES, type EnquiryType } from '../contracts/enquiry';

/**
 * Request schemas shared by the front end and the API. Every check carries a rule key
 * (see messages.ts) as its message; `fieldErrors` turns the keys into localized texts.
 */

const requiredOr = (rule: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : rule;

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: requiredOr('invalid') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, { error: 'max' });

const optionalText = (max: number) => z.string({ error: 'invalid' }).trim().max(max, { error: 'max' }).optional();

export const emailField = z
  .string({ error: requiredOr('email') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(254, { error: 'max' })
  .regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/, { error: 'email' });

/** The largest id the database stores (PostgreSQL `integer`); larger ids are invalid input, not a 500. */
export const MAX_DB_ID = 2147483647;

const positiveId = z
  .number({ error: requiredOr('numeric') })
  .int({ error: 'numeric' })
  .positive({ error: 'numeric' })
  .max(MAX_DB_ID, { error: 'invalid' });

/** A phone prefix the forms offer (the empty one: the prefix is typed as part of the number). */
export const phonePrefixSchema = z.enum(PHONE_PREFIXES, { error: 'invalid' });

/** The form types of the enquiry (the global modal's form bodies and the contact form). */
const userRequestTypes = ENQUIRY_TYPES;
export type UserRequestType = EnquiryType;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A descriptor returned by POST /api/filemanager/upload/file, sent back with the enquiry. */
const uploadedFileRefSchema = z.looseObject({
  id: z.string({ error: requiredOr('invalid') }).regex(UUID, { error: 'invalid' }),
});

const userRequestContentSchema = z.object({
  type: z.enum(userRequestTypes, { error: requiredOr('invalid') }),
  id: z
    .union([z.number().int(), z.string().trim().max(100)], { error: 'invalid' })
    .nullable()
    .optional(),
  name: optionalText(5000),
  otherServices: z
    .array(z.string({ error: 'invalid' }).trim().max(200, { error: 'max' }), {
      error: 'invalid',
    })
    .max(20, { error: 'maxItems' })
    .optional(),
  virtualPlace: z.boolean({ error: 'invalid' }).optional(),
});

export const userRequestSchema = z
  .object({
    firstname: requiredText(100),
    email: emailField,
    phone: z
      .string({ error: 'numeric' })
      .trim()
      .max(30, { error: 'max' })
      .regex(/^(\+?[0-9][0-9 ]{5,24})?$/, { error: 'numeric' })
      .optional(),
    files: z
      .array(uploadedFileRefSchema, { error: 'invalid' })
      .max(UPLOAD_LIMITS.maxFiles, { error: 'maxItems' })
      .optional(),
    content: userRequestContentSchema,
    /** The visitor's agreement to the processing of personal data (the form's consent box). */
    agreement: z.literal(true, { error: 'confirmed' }),
    /**
     * A field the form hides from people; filled in, the enquiry came from a robot. Never a
     * validation error: a robot gets the normal answer and the enquiry is set aside.
     */
    website: z.unknown().optional(),
    /** Milliseconds the visitor spent filling the form, as the form measured it; never an error either. */
    fillMs: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.content.type === 'readymade') {
      const id = value.content.id;
      if (id === undefined || id === null || id === '' || !/^[1-9][0-9]{0,8}$/.test(String(id))) {
        ctx.addIssue({
          code: 'custom',
          path: ['content', 'id'],
          message: id == null || id === '' ? 'required' : 'numeric',
        });
      }
    }
  });
export type UserRequestInput = z.input<typeof userRequestSchema>;

export const subscriberSchema = z.object({ email: emailField });

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: requiredOr('invalid') })
    .min(1, { error: 'required', abort: true })
    .max(200, { error: 'max' }),
});

const passwordText = z
  .string({ error: requiredOr('invalid') })
  .min(1, { error: 'required', abort: true })
  .max(200, { error: 'max' });

/** POST /api/auth/password: the current password and a new one of at least 10 characters. */
export const passwordChangeSchema = z.object({
  current_password: passwordText,
  new_password: passwordText.min(10, { error: 'min' }),
});

/** PUT /api/cart/{cartId}: sets a product's quantity in the cart; 0 removes the line. */
export const cartLineSchema = z.object({
  id: positiveId,
  variantId: z
    .number({ error: 'numeric' })
    .int({ error: 'numeric' })
    .positive({ error: 'numeric' })
    .max(MAX_DB_ID, { error: 'invalid' })
    .nullable()
    .optional(),
  note: optionalText(1000),
  quantity: z
    .number({ error: requiredOr('numeric') })
    .int({ error: 'numeric' })
    .min(0, { error: 'numeric' })
    .max(999, { error: 'invalid' }),
});

/** `POST /api/cart/create` needs no body; the new cart's language is the request's (`?lang=`). */
export const cartCreateSchema = z.object({}).nullish();

export const voucherAddSchema = z.object({
  voucherCode: requiredText(64),
  serviceType: requiredText(32),
  guestEmail: z
    .union([emailField, z.literal('')])
    .nullable()
    .optional(),
});

export const voucherDeleteSchema = z.object({ voucherId: positiveId });

/** GET /api/search: the text (at most 200 characters), the language and at most how many results (1–100). */
export const searchQuerySchema = z.object({
  q: z.string({ error: 'required' }).trim().max(200, { error: 'max' }),
  lang: z.string().optional(),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, { error: 'numeric' })
    .optional(),
});

/** POST /api/cart/{cartId}/order: who sends the order; the cart itself is the order. */
export const cartOrderSchema = z.object({
  firstname: requiredText(100),
  email: emailField,
  phone: z
    .string({ error: requiredOr('numeric') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(30, { error: 'max' })
    .regex(/^\+?[0-9][0-9 ]{5,24}$/, { error: 'numeric' }),
  note: optionalText(2000),
  /** The visitor's agreement to the processing of personal data (the form's consent box). */
  agreement: z.literal(true, { error: 'confirmed' }),
});

/**
 * The Idempotency-Key header of an order: the same key with the same fields for the same cart
 * answers the first order.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;
