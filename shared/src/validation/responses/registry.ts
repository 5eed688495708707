import { infoPageSchema, bannersSchema, settingsSchema } from './settings';

/**
 * The answers the site's own front end reads, by name: `getJson('settings', …)` validates the
 * answer with `settingsSchema` and types it. Loaded with the first API call (with zod), never with
 * the page.
 */
export const responseSchemas = {
  settings: settingsSchema,
  infoPage: infoPageSchema,
  banners: bannersSchema,
};
