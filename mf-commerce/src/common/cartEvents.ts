import type { ServerFormEvent } from 'shared';
import type { CartLineUpdate } from 'shared/validation';

/**
 * What a line's change pushes to the dataLayer (GA4 ecommerce): `add_to_cart` with the pieces
 * added when the quantity grew, `remove_from_cart` with those removed when it fell, nothing
 * otherwise. The price is the unit price without VAT (the tariff's when the line has one).
 */
export function cartChangeEvents(update: CartLineUpdate | null): ServerFormEvent[] {
  const diff = update ? update.quantity - update.original_quantity : 0;
  if (!update || diff === 0) return [];
  const { product, variant } = update;
  const item = { id: product.id, name: product.name, price: variant?.price ?? product.price, quantity: Math.abs(diff) };
  return [{ event: diff > 0 ? 'add_to_cart' : 'remove_from_cart', item }];
}
