import { z } from 'zod';

/** POST /api/user-request/save: the enquiry was committed; `id` is what the front end keeps as sentFormId. */
export const userRequestSavedSchema = z.object({
  id: z.int().describe('read as sentFormId'),
  success: z.boolean(),
});

/** POST /api/subscriber/save: the new subscription. */
export const subscriberSavedSchema = z.object({
  success: z.boolean(),
  id: z.int(),
});

/** POST /api/cart/{cartId}/order: the order enquiry and its total (with VAT, after vouchers). */
export const cartOrderSentSchema = z.object({
  id: z.int().describe('the order enquiry; read as sentFormId'),
  total: z.number().describe('price with VAT after vouchers'),
  currency: z.string(),
});
export type CartOrderSent = z.infer<typeof cartOrderSentSchema>;

/** GET /api/admin/quarantine: enquiries set aside as sent faster than a person types (staff only). */
export const quarantineSchema = z.object({
  data: z.array(
    z.object({
      id: z.int(),
      firstname: z.string(),
      email: z.string(),
      phone: z.string(),
      type: z.string(),
      /** What the visitor wrote, or the item they asked about. */
      text: z.string(),
      locale: z.string(),
      site_url: z.string().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
});
export type Quarantine = z.infer<typeof quarantineSchema>;
