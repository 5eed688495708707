import { z } from 'zod';
import { CONTENT_TYPES } from '../../constants';
import { alternateSchema, localeValueSchema } from './common';

/**
 * A tariff of a virtual office: the price (CZK without VAT), what it is for ('a month') and the
 * rental length it applies to; `variantId` is the product variant that puts this tariff in the cart.
 */
export const officePriceSchema = z.object({
  priceFrom: z.number().describe('CZK without VAT'),
  priceFor: z.string().describe("What the price is for, e.g. 'měsíčně' / 'a month'"),
  priceLength: z.string().describe("The rental length it applies to, e.g. 'dvouletý pronájem' / 'two-year rental'"),
  variantId: z.int().nullable().describe('Variant of the office product (`productId`) for the cart'),
});
export type OfficePrice = z.infer<typeof officePriceSchema>;

/**
 * A content item: the language-independent `data` fields and the translation fields of the seed
 * merged into one object. Only the fields every item has are listed; the others (which differ by
 * type) are all sent, so the shape is open.
 */
export const contentItemSchema = z
  .looseObject({
    id: z.int(),
    type: z.enum(CONTENT_TYPES),
    locale: localeValueSchema,
    slug: z.string(),
    title: z.string(),
    alternate: alternateSchema,
    reserved: z.boolean().optional().describe('readymade-company only: taken by an enquiry'),
    imageUrl: z.string().optional().describe('URL of the item image, when it has one'),
    prices: z.array(officePriceSchema).optional().describe('virtual-office only: its tariffs, cheapest first'),
    activationFee: z.number().optional().describe('virtual-office only: one-time activation fee, CZK without VAT'),
  })
  .describe('A content item: the fields of its type (data and translation) merged into one object');
export type ContentItem = z.infer<typeof contentItemSchema>;

/** GET /api/content/{type}: a page of items (heavy HTML fields left out) and where it is in the list. */
export const contentListSchema = z.object({
  data: z.array(contentItemSchema),
  meta: z.object({ total: z.int(), limit: z.int(), offset: z.int(), locale: localeValueSchema }),
});
export type ContentList = z.infer<typeof contentListSchema>;

/** GET /api/content/{type}/{id}, …/slug/{slug}, /api/content/page/key/{key}: one item with every field. */
export const contentDetailSchema = z.object({ data: contentItemSchema });
export type ContentDetail = z.infer<typeof contentDetailSchema>;

/** GET /api/blog/categories/list: the blog categories of a language. */
export const blogCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  alternate: alternateSchema,
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoriesSchema = z.array(blogCategorySchema);
