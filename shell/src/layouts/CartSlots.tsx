import { useEffect, useRef, useState } from 'react';
import { create } from 'zustand';
import { getCookie, useAuth, useBusEvent, useCurrency, type CartAddPayload } from 'shared';
import { RemoteSlot } from '../federation/RemoteSlot';

const hidden = () => null;

/** The first `cart:add` of this page's life, kept until the cart's pop-ups have loaded to take it. */
const useFirstAdd = create<{ first: CartAddPayload | null }>(() => ({ first: null }));

/**
 * Whether a cart may exist: a guest cart from an earlier visit (its cookie), a logged-in visitor,
 * or a product added on this page. Until then mf-commerce is not loaded at all, so a first visit
 * carries no cart code.
 */
function useCartActive(): boolean {
  const [returning, setReturning] = useState(false);
  const loggedIn = useAuth((state) => state.token !== null);
  const added = useFirstAdd((state) => state.first !== null);
  // The cookie is read after the first render, so server and browser render the same markup.
  useEffect(() => setReturning(getCookie('guestCart') !== null), []);
  return returning || loggedIn || added;
}

/** The header's cart button (with the currency switch); nothing while no cart may exist or mf-commerce is unavailable. */
export function CartButtonSlot() {
  return useCartActive() ? <RemoteSlot id="mf_commerce/CartButton" props={{}} fallback={hidden} /> : null;
}

/**
 * Listens for the first `cart:add`, then loads the cart pop-ups (which add that product and every
 * later one). A visitor who chose a currency before gets the list at once, so prices convert.
 */
export function CartPopupsSlot() {
  const active = useCartActive();
  const first = useFirstAdd((state) => state.first);
  // Once the pop-ups are there they hear every add themselves; only an add before that is kept.
  const mounted = useRef(false);
  mounted.current = active;
  useBusEvent('cart:add', (payload) => {
    if (!mounted.current) useFirstAdd.setState((state) => (state.first ? state : { first: payload }));
  });
  useEffect(() => {
    if (getCookie('currencyId') !== null) void useCurrency.getState().load();
  }, []);
  if (!active) return null;
  return <RemoteSlot id="mf_commerce/CartPopups" props={{ initial: first }} fallback={hidden} />;
}
