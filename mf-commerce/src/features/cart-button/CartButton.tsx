import { useEffect } from 'react';
import { pathFor, useAuth, useLocale, Link, useTranslation } from 'shared';
import { selectCount, useCart } from '../../common/cartStore';
import { CurrencySelect } from '../../common/CurrencySelect';
import '../../common/translations';
import './cart-button.css';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2.2 8.1A2 2 0 0 1 16.9 17H8.1a2 2 0 0 1-2-1.6L3.4 2H1V0h4l.2 1v3Zm1 5 1.8 6h8.9l1.6-6H6.2Z"
      />
    </svg>
  );
}

/** The header's currency switch and link to the cart with the number of pieces in it. */
export function CartButton() {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const count = useCart(selectCount);
  const userId = useAuth((state) => state.user?.id ?? null);
  // Loads the cart for the page's language and the visitor (guest or user: again after a login,
  // which moved the guest's lines into the user's cart, and after a logout, which leaves a guest
  // without a cart); adding and the cart page keep it current afterwards. A guest without a cart
  // gets none created by this.
  useEffect(() => {
    void useCart.getState().load(locale);
  }, [locale, userId]);
  return (
    <span className="commerce-header-tools">
      <CurrencySelect compact />
      <Link className="commerce-cart-button" to={pathFor('cart', locale)} aria-label={t('cart.buttonCount', { count })}>
        <CartIcon />
        <span className="commerce-cart-button__count" aria-hidden="true">
          {count}
        </span>
      </Link>
    </span>
  );
}
