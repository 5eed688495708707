import { isApiError, scopedStore, setCookie, type CartStore, type Locale } from 'shared';
import type { Cart } from 'shared/validation';
import { fetchCart, putLine, removeVoucher } from './api';

/**
 * The visitor's cart (its public shape is `CartStore` in shared): one per request on the server,
 * one in the browser.
 */
export const useCart = scopedStore<CartStore>('cart', { dehydrate: true }, (set, get) => {
  // Every change runs after the one before it, so the quantity it starts from is the latest one:
  // double clicks and parallel adds never make two lines of one product or lose a quantity.
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function ensure(locale: Locale): Promise<Cart> {
    const current = get().cart;
    if (current) return current;
    const cart = await fetchCart(locale, true);
    if (!cart) throw new Error('No cart');
    remember(cart);
    return cart;
  }

  function remember(cart: Cart | null) {
    if (cart?.tempId) setCookie('guestCart', cart.tempId);
    set({ cart, status: 'ready' });
  }

  async function reload(locale: Locale) {
    try {
      remember(await fetchCart(locale, false));
    } catch {
      set({ notice: { kind: 'danger', key: 'notice.loadFailed' } });
    }
  }

  return {
    cart: null,
    status: 'idle',
    notice: null,
    added: null,
    load: (locale) =>
      serial(async () => {
        if (!get().cart) set({ status: 'loading' });
        try {
          remember(await fetchCart(locale, false));
        } catch (error) {
          const created = isApiError(error) && error.status === 429;
          set({
            status: 'error',
            notice: { kind: 'danger', key: created ? 'notice.createFailed' : 'notice.loadFailed' },
          });
        }
      }),
    add: (locale, payload) =>
      serial(async () => {
        try {
          const cart = await ensure(locale);
          const variantId = payload.variantId ?? null;
          const line = cart.items.find(
            (item) => item.product.id === payload.productId && (item.variant?.id ?? null) === variantId,
          );
          const step = Math.max(1, payload.quantity ?? 1);
          const update = await putLine(cart.id, locale, {
            productId: payload.productId,
            variantId,
            note: payload.note ?? line?.note ?? '',
            quantity: (line?.quantity ?? 0) + step,
          });
          remember(update.cart);
          const seq = (get().added?.seq ?? 0) + 1;
          const rate = 1 + update.product.tax_rate.rate / 100;
          const price = update.variant ? Math.round(update.variant.price * rate * 100) / 100 : update.product.price_vat;
          set({ added: { name: update.product.name, price, quantity: step, seq } });
          return update;
        } catch (error) {
          const unavailable = isApiError(error) && error.code === 'product_unavailable';
          set({ notice: { kind: 'danger', key: unavailable ? 'notice.unavailable' : 'notice.addFailed' } });
          if (!(isApiError(error) && error.isTransport)) await reload(locale);
          return null;
        }
      }),
    setQuantity: (locale, lineId, quantity) =>
      serial(async () => {
        const cart = get().cart;
        const line = cart?.items.find((item) => item.id === lineId);
        if (!cart || !line) return null;
        try {
          const update = await putLine(cart.id, locale, {
            productId: line.product.id,
            variantId: line.variant?.id ?? null,
            note: line.note,
            quantity: Math.max(0, typeof quantity === 'function' ? quantity(line.quantity) : quantity),
          });
          remember(update.cart);
          return update;
        } catch (error) {
          const unavailable = isApiError(error) && error.code === 'product_unavailable';
          set({ notice: { kind: 'danger', key: unavailable ? 'notice.unavailable' : 'notice.updateFailed' } });
          await reload(locale);
          return null;
        }
      }),
    dropVoucher: (locale, voucherId) =>
      serial(async () => {
        const cart = get().cart;
        if (!cart) return;
        try {
          remember(await removeVoucher(cart.id, voucherId, locale));
          set({ notice: null });
        } catch {
          set({ notice: { kind: 'danger', key: 'notice.voucherRemoveFailed' } });
          await reload(locale);
        }
      }),
    emptied: () => set({ cart: null, status: 'idle' }),
    setNotice: (notice) => set({ notice }),
    hideAdded: () => set({ added: null }),
  };
});

/** The number of pieces in the cart (the header button's badge). */
export const selectCount = (state: CartStore) => state.cart?.totals.count ?? 0;
