import type { FastifyRequest } from 'fastify';
import { validate } from 'shared/validation';
import { z } from 'zod';
import { ValidationFailed } from './errors';
import { requestLocale } from './locale';

/** Parses `input` with a shared zod schema; answers 422 in the request's language on failure. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, request: FastifyRequest): z.output<S> {
  const result = validate(schema, input, requestLocale(request));
  if (!result.success) throw new ValidationFailed(result.body);
  return result.data;
}

/** JSON Schema of a zod schema's input side, for the OpenAPI document. */
export function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as Record<
    string,
    unknown
  >;
  delete out.$schema;
  return out;
}

/** A positive integer route parameter, or undefined. */
export function intParam(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value)) return Number(value);
  return undefined;
}
