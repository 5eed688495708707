import { z } from 'zod';
import { localeValueSchema } from './common';

/** GET /api/lists/currencies (CZK first, the default). */
const currencySchema = z.object({
  id: z.int(),
  code: z.string(),
  symbol_before: z.string(),
  symbol_after: z.string(),
  decimals: z.int(),
  rate: z.number().describe('CZK per unit'),
  is_default: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesSchema = z.array(currencySchema);

/** GET /api/lists/countries/{locale}: countries named in the language, sorted by name. */
const countrySchema = z.object({ id: z.int(), code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countriesSchema = z.array(countrySchema);

/** GET /api/lists/locales: the site's languages and their path prefix. */
const localeInfoSchema = z.object({ code: localeValueSchema, default: z.boolean(), prefix: z.string() });
export type LocaleInfo = z.infer<typeof localeInfoSchema>;
export const localesSchema = z.array(localeInfoSchema);

/** GET /api/catalog/category/{locale}: product categories. */
const productCategorySchema = z.object({ id: z.int(), name: z.string(), slug: z.string() });
export type ProductCategory = z.infer<typeof productCategorySchema>;
export const productCategoriesSchema = z.array(productCategorySchema);
