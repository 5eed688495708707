import { http, HttpResponse, server } from 'shared/testing';
import type { Cart, CartItem, Product } from 'shared/validation';

/** Test data: a cart with the given lines; totals over the available ones. */
export function testCart(
  lines: { product: Product; quantity: number; available?: boolean; id?: number }[],
  extra: Partial<Cart> = {},
): Cart {
  const items: CartItem[] = lines.map((line, index) => ({
    id: line.id ?? index + 1,
    product: line.product,
    variant: null,
    quantity: line.quantity,
    note: '',
    unit_price: line.product.price,
    unit_price_vat: line.product.price_vat,
    total: line.product.price * line.quantity,
    total_vat: line.product.price_vat * line.quantity,
    available: line.available ?? true,
  }));
  const counted = items.filter((item) => item.available);
  const price = counted.reduce((sum, item) => sum + item.total, 0);
  const priceVat = counted.reduce((sum, item) => sum + item.total_vat, 0);
  return {
    id: 7,
    tempId: 'temp-abc',
    locale: 'cs',
    guestEmail: null,
    items,
    vouchers: [],
    totals: {
      currency: 'CZK',
      count: counted.reduce((sum, item) => sum + item.quantity, 0),
      items_price: price,
      items_vat: priceVat - price,
      items_price_vat: priceVat,
      discount: 0,
      discount_without_vat: 0,
      price,
      vat: priceVat - price,
      price_vat: priceVat,
    },
    ...extra,
  };
}

/**
 * A mock cart API that keeps one guest cart of `product` and answers a line's PUT as the server
 * does (absolute quantities, the quantity before with it).
 */
export function cartServer(product: Product, initial: Cart = testCart([])) {
  let cart = initial;
  server.use(
    http.get('*/api/cart/anonymous/:locale/:tempId', () => HttpResponse.json(cart)),
    http.put('*/api/cart/:cartId', async ({ request }) => {
      const body = (await request.json()) as { id: number; quantity: number };
      const before = cart.items.find((item) => item.product.id === body.id)?.quantity ?? 0;
      const others = cart.items
        .filter((item) => item.product.id !== body.id)
        .map((item) => ({ product: item.product, quantity: item.quantity }));
      cart = testCart(body.quantity > 0 ? [...others, { product, quantity: body.quantity }] : others);
      return HttpResponse.json({ product, variant: null, quantity: body.quantity, original_quantity: before, cart });
    }),
  );
}
