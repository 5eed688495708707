/** Every content type the database holds (`content_items.type`); `info-page` comes from its own seed file. */
export const CONTENT_TYPES = [
  'page',
  'blog-post',
  'blog-category',
  'glossary-term',
  'dictionary-term',
  'virtual-office',
  'meeting-room',
  'readymade-company',
  'foreign-company',
  'pricelist-section',
  'info-page',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
