import { z } from 'zod';
import { contentItemSchema } from './content';

/** A ready-made company: a content item that always says whether it is reserved. */
export const readymadeCompanySchema = contentItemSchema.extend({
  reserved: z.boolean().describe('taken by an enquiry'),
});
export type ReadymadeCompany = z.infer<typeof readymadeCompanySchema>;

/** GET /api/readymade: every ready-made company of a language (optionally of one kind). */
export const readymadeListSchema = z.object({
  data: z.array(readymadeCompanySchema),
  meta: z.object({ total: z.int() }),
});
export type ReadymadeList = z.infer<typeof readymadeListSchema>;
