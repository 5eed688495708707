import { z } from 'zod';
import { LOCALES } from '../../constants';

/** One of the site's languages, as the API answers it. */
export const localeValueSchema = z.enum(LOCALES);

/** The same item in the other language, for alternate links; null when it is not translated. */
export const alternateSchema = z
  .object({ locale: localeValueSchema, id: z.int(), slug: z.string() })
  .nullable()
  .describe('The same item in the other language, for alternate links; null when it is not translated');

/** `{ success: true }` of the answers that have nothing else to say. */
export const successSchema = z.object({ success: z.boolean() });
