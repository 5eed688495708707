import { z } from 'zod';

/** POST /api/user-request/save: the enquiry was committed; `id` is what the front end keeps as sentFormId. */
export const userRequestSavedSchema = z.object({
  id: z.int().describe('read as sentFormId'),
  success: z.boolean(),
});
export type UserRequestSaved = z.infer<typeof userRequestSavedSchema>;

/** POST /api/subscriber/save: the new subscription. */
export const subscriberSavedSchema = z.object({ success: z.boolean(), id: z.int() });
export type SubscriberSaved = z.infer<typeof subscriberSavedSchema>;

/** POST /api/cart/{cartId}/order: the order enquiry and its total (with VAT, after vouchers). */
export const cartOrderSentSchema = z.object({
  id: z.int().describe('the order enquiry; read as sentFormId'),
  total: z.number().describe('price with VAT after vouchers'),
  currency: z.string(),
});
export type CartOrderSent = z.infer<typeof cartOrderSentSchema>;
