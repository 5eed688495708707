import { useEffect, useRef, useState } from 'react';
import {
  formatPrice,
  pathFor,
  useBusEvent,
  useShownCurrency,
  useLocale,
  type CartPopupsProps,
  Link,
  useTranslation,
} from 'shared';
import { useCart } from '../../common/cartStore';
import { useCurrencyList } from '../../common/currencies';
import '../../common/translations';
import '../../common/commerce.css';
import './popups.css';

/** How long the cart and added-product pop-ups stay after an add. */
export const POPUP_MS = 3333;

/**
 * Adds what any remote puts on the bus as `cart:add`, then shows the cart pop-up and the
 * added-product pop-up for 3.333 s (adds come from the shell as `adds`, or from the bus); hovering or focusing them keeps them open. Also loads the
 * currency list, so every price on the site converts to the stored choice.
 */
export function CartPopups({ adds }: CartPopupsProps) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const added = useCart((state) => state.added);
  const cart = useCart((state) => state.cart);
  const hideAdded = useCart((state) => state.hideAdded);
  const currency = useShownCurrency();
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useCurrencyList();

  useBusEvent('cart:add', (payload) => {
    if (!adds) void useCart.getState().add(locale, payload);
  });
  // Adds handed over by the shell (including those made before this module had loaded), each once.
  const done = useRef(0);
  useEffect(() => {
    if (!adds) return;
    for (const payload of adds.slice(done.current)) void useCart.getState().add(locale, payload);
    done.current = adds.length;
  }, [adds, locale]);

  useEffect(() => {
    if (!added || held) return;
    timer.current = setTimeout(hideAdded, POPUP_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [added, held, hideAdded]);

  const hold = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false),
  };

  return (
    <div className="commerce-popups" role="status" aria-live="polite">
      {added && (
        <>
          <section className="commerce-popup" aria-label={t('popup.added')} {...hold}>
            <p className="commerce-popup__title">{t('popup.added')}</p>
            <p>
              {added.quantity > 1 ? `${added.quantity}× ` : ''}
              {added.name} — {formatPrice(added.price, currency)}
            </p>
          </section>
          {cart && (
            <section className="commerce-popup" aria-label={t('popup.cart')} {...hold}>
              <p className="commerce-popup__title">{t('popup.cart')}</p>
              <p>{t('popup.items', { count: cart.totals.count })}</p>
              <p>{t('popup.total', { total: formatPrice(cart.totals.price_vat, currency) })}</p>
              <Link className="btn" to={pathFor('cart', locale)} onClick={hideAdded}>
                {t('popup.goToCart')}
              </Link>
            </section>
          )}
        </>
      )}
    </div>
  );
}
