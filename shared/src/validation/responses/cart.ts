import { z } from 'zod';
import { productSchema } from './catalog';
import { localeValueSchema } from './common';

const money = (description = 'CZK') => z.number().describe(description);

/** The chosen variant of a product in a cart line (price without VAT). */
const cartVariantSchema = z.object({ id: z.int(), name: z.string(), price: z.number() });
export type CartVariant = z.infer<typeof cartVariantSchema>;

/** A line of the cart: the product, its variant, the quantity and the prices (CZK; `_vat` with VAT). */
const cartItemSchema = z.object({
  id: z.int(),
  product: productSchema,
  variant: cartVariantSchema.nullable(),
  quantity: z.int(),
  note: z.string(),
  unit_price: money(),
  unit_price_vat: money(),
  total: money(),
  total_vat: money(),
  available: z
    .boolean()
    .describe(
      'false: no longer orderable (inactive product, full virtual office, withdrawn variant); left out of totals',
    ),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A voucher attached to the cart and the discount it gives now. */
const cartVoucherSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(['percent', 'amount']),
  discount_value: z.number(),
  discount: money('CZK with VAT this voucher takes off now'),
  applicable: z.boolean().describe('false: the voucher no longer applies (expired, cart under its minimal price)'),
});
export type CartVoucher = z.infer<typeof cartVoucherSchema>;

/** Totals of the available lines after the vouchers (CZK; prices without VAT unless `_vat`). */
const cartTotalsSchema = z.object({
  currency: z.literal('CZK'),
  count: z.int(),
  items_price: money(),
  items_vat: money(),
  items_price_vat: money(),
  discount: money(),
  discount_without_vat: money(),
  price: money(),
  vat: money(),
  price_vat: money(),
});

/**
 * A cart. A guest cart carries its `tempId` (keep it in the guest-cart cookie, 14 days); a user's
 * cart has `tempId: null`.
 */
export const cartSchema = z.object({
  id: z.int(),
  tempId: z.string().nullable().describe('guest carts: keep it in the guest-cart cookie (14 days)'),
  locale: localeValueSchema,
  guestEmail: z.string().nullable(),
  items: z.array(cartItemSchema),
  vouchers: z.array(cartVoucherSchema),
  totals: cartTotalsSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** GET /api/cart/{locale}: the logged-in user's carts. */
export const cartsSchema = z.array(cartSchema);

/** PUT /api/cart/{cartId}: the product, the variant, the quantity now and before, and the cart. */
export const cartLineUpdateSchema = z.object({
  product: productSchema,
  variant: cartVariantSchema.nullable(),
  quantity: z.int(),
  original_quantity: z.int(),
  cart: cartSchema,
});
export type CartLineUpdate = z.infer<typeof cartLineUpdateSchema>;
