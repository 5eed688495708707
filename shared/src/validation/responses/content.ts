import { z } from 'zod';
import { CONTENT_TYPES } from '../../constants';
import { alternateSchema, localeValueSchema } from './common';

/**
 * A tariff of a virtual office: the price (CZK without VAT), what it is for ('a month') and the
 * rental length it applies to; `variantId` is the product variant that puts this tariff in the cart.
 */
const officePriceSchema = z.object({
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

/** GET /api/content/{type}/{id}, …/slug/{slug}, /api/content/page/key/{key}: one item with every field. */
export const contentDetailSchema = z.object({ data: contentItemSchema });

/** GET /api/blog/categories/list: the blog categories of a language. */
const blogCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  alternate: alternateSchema,
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoriesSchema = z.array(blogCategorySchema);

// The fields of each content type. `contentItemSchema` types only what every item has; the schemas
// below add what an item of one type carries (seed: api/seed/README.md). The seed requires nothing
// but `slug` and `title`, so each of them is optional; list answers leave out the heavy HTML fields
// (`body`, `sections`, `more`, `text`, `faq`). The front end reads items through these.

const listOf = <T extends z.ZodType>(item: T) => contentListSchema.extend({ data: z.array(item) });
const detailOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** A titled block of a service page. */
const pageSectionSchema = z.object({ heading: z.string(), body: z.string().describe('HTML') });
export type PageSection = z.infer<typeof pageSectionSchema>;

/** A frequent question of a service page, in plain text. */
const faqPairSchema = z.object({ question: z.string(), answer: z.string() });

/** `page`: the copy of a route's page (service pages, and the introduction of every listing). */
const pageSchema = contentItemSchema.extend({
  type: z.literal('page'),
  key: z.string().optional().describe('The route id the page belongs to'),
  perex: z.string().optional().describe('Plain text'),
  metaDescription: z.string().optional().describe('Plain text, at most 160 characters'),
  body: z.string().optional().describe('HTML'),
  sections: z.array(pageSectionSchema).optional(),
  faq: z.array(faqPairSchema).optional(),
});
/** GET /api/content/page/key/{key}. */
export const pageDetailSchema = detailOf(pageSchema);

/** `blog-post`: an article or a podcast episode. */
const blogPostSchema = contentItemSchema.extend({
  type: z.literal('blog-post'),
  categoryIds: z.array(z.int()).optional(),
  publishedAt: z.iso.date().optional(),
  podcast: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
  perex: z.string().optional().describe('Plain text'),
  body: z.string().optional().describe('HTML; the transcript of an episode'),
  audioUrl: z.string().optional().describe("An episode's audio file"),
  captionsUrl: z.string().optional().describe("An episode's captions (WebVTT)"),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogPostListSchema = listOf(blogPostSchema);
export const blogPostDetailSchema = detailOf(blogPostSchema);

/** `glossary-term`, `dictionary-term`: a term (the title) and its explanation. */
const termSchema = contentItemSchema.extend({
  type: z.enum(['glossary-term', 'dictionary-term']),
  body: z.string().optional().describe('HTML'),
});
export const termListSchema = listOf(termSchema);
export const termDetailSchema = detailOf(termSchema);

/** The cities of the virtual offices. */
const VIRTUAL_OFFICE_CITIES = ['prague', 'brno', 'pilsen', 'olomouc', 'slovakia'] as const;

/** `virtual-office`: an address for a company's seat, with its tariffs (`prices`, `activationFee`). */
const virtualOfficeSchema = contentItemSchema.extend({
  type: z.literal('virtual-office'),
  city: z.enum(VIRTUAL_OFFICE_CITIES).optional(),
  priceFrom: z.number().optional().describe('CZK a month, without VAT'),
  full: z.boolean().optional().describe('No new contracts for now'),
  badge: z.enum(['popular', 'new']).nullable().optional(),
  mapUrl: z.string().optional(),
  image: z.string().optional().describe('File name of the image (its URL: `imageUrl`)'),
  productId: z.int().optional().describe('The product of the tariffs, for the cart'),
  district: z.string().optional(),
  address: z.string().optional(),
  included: z.string().optional().describe('HTML: what the office includes'),
  priceFor: z.string().optional().describe("What `priceFrom` is for, e.g. 'a month paid for 2 years'"),
  priceLength: z.string().optional().describe('The rental length `priceFrom` applies to'),
  perex: z.string().optional().describe('Plain text'),
});
export type VirtualOffice = z.infer<typeof virtualOfficeSchema>;
export const virtualOfficeListSchema = listOf(virtualOfficeSchema);
export const virtualOfficeDetailSchema = detailOf(virtualOfficeSchema);

/** `meeting-room`: a room to rent by the hour. */
const meetingRoomSchema = contentItemSchema.extend({
  type: z.literal('meeting-room'),
  city: z.string().optional(),
  capacity: z.int().optional().describe('People'),
  price: z.number().optional().describe('CZK without VAT, for `period`'),
  public: z.boolean().optional().describe('Open to everyone, not only to clients'),
  image: z.string().optional().describe('File name of the image (its URL: `imageUrl`)'),
  address: z.string().optional(),
  equipment: z.array(z.string()).optional(),
  period: z.string().optional().describe("What the price is for, e.g. 'an hour'"),
  body: z.string().optional().describe('HTML'),
});
export type MeetingRoom = z.infer<typeof meetingRoomSchema>;
export const meetingRoomListSchema = listOf(meetingRoomSchema);
export const meetingRoomDetailSchema = detailOf(meetingRoomSchema);

/** The regions of the foreign jurisdictions. */
const FOREIGN_COMPANY_REGIONS = ['eu', 'non-eu', 'offshore'] as const;

/** `foreign-company`: a company set up in another jurisdiction. */
const foreignCompanySchema = contentItemSchema.extend({
  type: z.literal('foreign-company'),
  region: z.enum(FOREIGN_COMPANY_REGIONS).optional(),
  country: z.string().optional().describe('ISO 3166 alpha-2'),
  price: z.number().optional().describe('CZK without VAT'),
  durationDays: z.int().optional().describe('Days it takes to set the company up'),
  perex: z.string().optional().describe('Plain text'),
  body: z.string().optional().describe('HTML'),
  more: z.string().optional().describe("HTML: the expandable 'more' text"),
});
export type ForeignCompany = z.infer<typeof foreignCompanySchema>;
export const foreignCompanyListSchema = listOf(foreignCompanySchema);
export const foreignCompanyDetailSchema = detailOf(foreignCompanySchema);

/** A row of a price-list section: its label and a value for each column after the first. */
const priceListRowSchema = z.object({ label: z.string(), values: z.array(z.string()) });

/** `pricelist-section`: one table of the price list. */
const pricelistSectionSchema = contentItemSchema.extend({
  type: z.literal('pricelist-section'),
  order: z.number().optional().describe('Place in the price list'),
  columns: z.array(z.string()).optional().describe('Column headings'),
  items: z.array(priceListRowSchema).optional(),
});
export type PricelistSection = z.infer<typeof pricelistSectionSchema>;
export const pricelistSectionListSchema = listOf(pricelistSectionSchema);

/**
 * An item of a type that has a page of its own (a service page, or the detail of a blog post,
 * term, virtual office, meeting room or foreign company), with the fields of its type.
 */
const contentDocumentSchema = z.discriminatedUnion('type', [
  pageSchema,
  blogPostSchema,
  termSchema,
  virtualOfficeSchema,
  meetingRoomSchema,
  foreignCompanySchema,
]);
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
/** GET /api/content/{type}/{id} of one of those types. */
export const contentDocumentDetailSchema = detailOf(contentDocumentSchema);
