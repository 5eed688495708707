import { z } from 'zod';

/** Why a product cannot be ordered: it is inactive, or its virtual office is marked full. */
const UNAVAILABLE_REASONS = ['inactive', 'virtual_office_full'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** A product that can go into the cart, in a language, with its categories and the page that sells it. */
export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  url: z.string().describe('Site path of the page that sells the product'),
  price: z.number().describe('CZK without VAT'),
  price_vat: z.number().describe('CZK with VAT'),
  original_price: z.number().nullable(),
  is_price_sale_active: z.boolean(),
  tax_rate: z.object({ rate: z.number() }),
  main_image: z.string().nullable(),
  image: z.string().nullable().describe('URL of the main image'),
  default_category: z.object({ id: z.int(), name: z.string() }).nullable(),
  categories: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string() })),
  virtual_office_id: z.int().nullable(),
  available: z.boolean().describe('false: cannot be ordered (inactive, or its virtual office is full)'),
  unavailable_reason: z.enum(UNAVAILABLE_REASONS).nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/catalog/products?lang=. */
export const productsSchema = z.array(productSchema);

/** GET /api/catalog/product/{id}. */
export const productDetailSchema = z.object({ data: productSchema });
