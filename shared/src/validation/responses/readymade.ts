import { z } from 'zod';
import { contentItemSchema } from './content';

/** A ready-made company: a content item that always says whether it is reserved. */
const readymadeCompanySchema = contentItemSchema.extend({
  reserved: z.boolean().describe('taken by an enquiry'),
});
export type ReadymadeCompany = z.infer<typeof readymadeCompanySchema>;

/** GET /api/readymade: every ready-made company of a language (optionally of one kind). */
export const readymadeListSchema = z.object({
  data: z.array(readymadeCompanySchema),
  meta: z.object({ total: z.int() }),
});

/** The kinds of ready-made companies. */
const READYMADE_KINDS = ['sro', 'as', 'se', 'startup'] as const;

/** A ready-made company with the fields of its type (seed: api/seed/README.md), each optional. */
const readymadeOfferSchema = readymadeCompanySchema.extend({
  type: z.literal('readymade-company'),
  kind: z.enum(READYMADE_KINDS).optional(),
  ic: z.string().optional().describe('Company id number (8 digits)'),
  capital: z.number().optional().describe('Share capital, in the currency of the kind (CZK, EUR for SE)'),
  established: z.iso.date().optional(),
  price: z.number().optional().describe('CZK without VAT'),
  oldPrice: z.number().nullable().optional().describe('CZK without VAT, before a discount'),
  special: z.boolean().optional().describe('A special offer'),
  name: z.string().optional().describe('The company name'),
  city: z.string().optional(),
  note: z.string().optional(),
});
export type ReadymadeOffer = z.infer<typeof readymadeOfferSchema>;

/** GET /api/readymade, read with the fields of each company. */
export const readymadeOfferListSchema = readymadeListSchema.extend({ data: z.array(readymadeOfferSchema) });
