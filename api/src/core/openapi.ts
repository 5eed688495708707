import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  alternateSchema,
  apiErrorSchema,
  cartSchema,
  contentItemSchema,
  productSchema,
  validationErrorSchema,
  voucherErrorSchema,
} from 'shared/validation';
import { z } from 'zod';
import { isRecord } from './guards';

/**
 * Schemas documented once under `components.schemas` and referenced from the routes: the two
 * error shapes every client handles, and the objects several answers share.
 */
const COMPONENTS: Record<string, z.ZodType> = {
  ApiError: apiErrorSchema,
  ValidationError: validationErrorSchema,
  VoucherError: voucherErrorSchema,
  Alternate: alternateSchema,
  Product: productSchema,
  Cart: cartSchema,
  ContentItem: contentItemSchema,
};

for (const [id, schema] of Object.entries(COMPONENTS)) {
  const meta = z.globalRegistry.get(schema);
  if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
}

/** A response documented with a description of its own (the schema stays a reference). */
export function described<S extends z.ZodType>(description: string, schema: S) {
  return { description, content: { 'application/json': { schema } } };
}

/** Routes left out of the document: the site's and the documentation's own. */
function hidden(url: string): boolean {
  return !url.startsWith('/api/') || url.startsWith('/api/docs');
}

/**
 * The component generator writes each registered schema twice, as read (`<Id>Input`) and as
 * written (`<Id>`); keep only those something refers to. `document` is the generator's fresh copy.
 */
function withoutUnusedComponents<T>(document: T): T {
  const components = isRecord(document) ? document.components : undefined;
  const schemas = isRecord(components) ? components.schemas : undefined;
  if (!isRecord(schemas)) return document;
  let removed = true;
  while (removed) {
    removed = false;
    const text = JSON.stringify(document);
    for (const name of Object.keys(schemas)) {
      if (name.endsWith('Input') && !text.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        removed = true;
      }
    }
  }
  return document;
}

export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Corporate services site API',
      version: '1.0.0',
      description:
        'Every endpoint the site calls plus content, search and ready-made listings. Languages: `?lang=cs|en` (anything else is cs). Errors: `ApiError`; invalid input: 422 `ValidationError`; malformed JSON 400; body over the limit 413; rate limits 429 with Retry-After.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  },
  transform: (document) =>
    hidden(document.url) ? { schema: { hide: true }, url: document.url } : jsonSchemaTransform(document),
  transformObject: (document) => withoutUnusedComponents(jsonSchemaTransformObject(document)),
};
