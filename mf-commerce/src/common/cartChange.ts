import { ApiError, failed, field, i18n, type FormOutcome, type Locale } from 'shared';
import type { CartLineUpdate } from 'shared/validation';
import { cartChangeEvents } from './cartEvents';
import { useCart } from './cartStore';
import './translations';

/** A whole number in `[min, max]` as posted, or null. */
export function postedInteger(fields: FormData, name: string, min: number, max: number): number | null {
  const text = field(fields, name).trim();
  if (!/^-?[0-9]{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * A form's change of the cart as the store holds it for this visitor (on the server, the
 * request's store, loaded first unless the change loads it itself: `loaded: false`). The change the API made to a line is pushed to the dataLayer
 * (`add_to_cart` / `remove_from_cart`) once, on either path. A change the store could not make is
 * the form's failure, carrying the store's notice as its code and, in the page's language, its
 * message.
 */
export async function changeCart(
  form: string,
  locale: Locale,
  change: () => Promise<CartLineUpdate | null>,
  { loaded = true } = {},
): Promise<FormOutcome> {
  const store = useCart.getState();
  if (loaded && !store.cart) await store.load(locale);
  store.setNotice(null);
  const update = await change();
  const notice = useCart.getState().notice;
  if (notice?.kind === 'danger')
    return failed(form, new ApiError(409, notice.key, i18n.t(`commerce:${notice.key}`, { lng: locale })));
  // Nothing else to load: the store already holds the cart the API answered with.
  return { status: 'done', to: null, reload: false, events: cartChangeEvents(update) };
}
