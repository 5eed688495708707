import { useEffect, useRef, useState } from 'react';
import { formatPrice, pathFor, useShownCurrency, useLocale, Link, useTranslation } from 'shared';
import { useCart } from '../../common/cartStore';
import { useCurrencyList } from '../../common/currencies';
import '../../common/translations';
import '../../common/commerce.css';
import './popups.css';

/** How long the cart and added-product pop-ups stay after an add. */
export const POPUP_MS = 3333;

/**
 * After each add (the `cart-add` form's action sets the cart's `added`), the cart pop-up and the
 * added-product pop-up for 3.333 s; hovering or focusing them keeps them open. Also loads the
 * currency list, so every price on the site converts to the stored choice.
 */
export function CartPopups() {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const added = useCart((state) => state.added);
  const cart = useCart((state) => state.cart);
  const hideAdded = useCart((state) => state.hideAdded);
  const currency = useShownCurrency();
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useCurrencyList();

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
