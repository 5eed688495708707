import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { getCookie, useAuth, useBusEvent, useCurrency } from 'shared';
import { RemoteSlot } from '../federation/RemoteSlot';

const hidden = () => null;

/** Whether a product was put into the cart since the page's scripts started (`cart:added`). */
const useAdded = create<{ added: boolean }>(() => ({ added: false }));

/**
 * Whether a cart may exist: a guest cart from an earlier visit (its cookie), a logged-in visitor,
 * or a product added on this page. Until then mf-commerce is not loaded at all, so a first visit
 * carries no cart code.
 */
function useCartActive(): boolean {
  const [returning, setReturning] = useState(false);
  const loggedIn = useAuth((state) => state.loggedIn);
  const added = useAdded((state) => state.added);
  // The cookie is read after the first render, so server and browser render the same markup.
  useEffect(() => setReturning(getCookie('guestCart') !== null), []);
  return returning || loggedIn || added;
}

/** The header's cart button (with the currency switch); nothing while no cart may exist or mf-commerce is unavailable. */
export function CartButtonSlot() {
  return useCartActive() ? <RemoteSlot id="mf_commerce/CartButton" props={{}} fallback={hidden} /> : null;
}

/**
 * The cart pop-ups, once a cart may exist: the first add of a visit (its `cart:added`) brings
 * them, and they show what the add put into the cart (the add's action has already loaded their
 * module). A visitor who chose a currency before gets the list at once, so prices convert.
 */
export function CartPopupsSlot() {
  const active = useCartActive();
  useBusEvent('cart:added', () => useAdded.setState({ added: true }));
  useEffect(() => {
    if (getCookie('currencyId') !== null) void useCurrency.getState().load();
  }, []);
  if (!active) return null;
  return <RemoteSlot id="mf_commerce/CartPopups" props={{}} fallback={hidden} />;
}
