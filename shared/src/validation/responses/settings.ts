import { z } from 'zod';
import { alternateSchema, localeValueSchema } from './common';

/** One entry of GET /api/settings: `contacts`, `intropopup`, `topmenu`, `bottommenu`, `maintenance`, `categoriesMenu`. */
const settingSchema = z.object({ name: z.string(), value: z.unknown() });
export type Setting = z.infer<typeof settingSchema>;
export const settingsSchema = z.array(settingSchema);

/** GET /api/info/page/{id}: an info page (privacy, the Smart Point bar and topics, …); `text` is HTML. */
export const infoPageSchema = z.object({
  id: z.int(),
  locale: localeValueSchema,
  slug: z.string(),
  title: z.string(),
  text: z.string().describe('HTML'),
  alternate: alternateSchema,
});
export type InfoPage = z.infer<typeof infoPageSchema>;

/** A banner of GET /api/poster; `src` is the served image URL (`/api/media/{path}{image}`). */
const bannerSchema = z.object({
  title: z.string(),
  url: z.string(),
  path: z.string(),
  image: z.string(),
  src: z.string().describe('URL of the image: /api/media/{path}{image}'),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /api/poster: banners keyed `banner.popup_desktop`, `banner.popup_mobile`, `banner.promo`. */
export const bannersSchema = z.record(z.string(), bannerSchema);
export type Banners = z.infer<typeof bannersSchema>;
