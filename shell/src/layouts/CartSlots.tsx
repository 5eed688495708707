import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { getCookie, useAuth, useBusEvent, useCurrency, type CartAddPayload } from 'shared';
import { RemoteSlot } from '../federation/RemoteSlot';

const hidden = () => null;

/** Every `cart:add` of this page's life, in order, handed to the cart's pop-ups (which may still be loading). */
const useAdds = create<{ adds: CartAddPayload[] }>(() => ({ adds: [] }));

/**
 * Whether a cart may exist: a guest cart from an earlier visit (its cookie), a logged-in visitor,
 * or a product added on this page. Until then mf-commerce is not loaded at all, so a first visit
 * carries no cart code.
 */
function useCartActive(): boolean {
  const [returning, setReturning] = useState(false);
  const loggedIn = useAuth((state) => state.loggedIn);
  const added = useAdds((state) => state.adds.length > 0);
  // The cookie is read after the first render, so server and browser render the same markup.
  useEffect(() => setReturning(getCookie('guestCart') !== null), []);
  return returning || loggedIn || added;
}

/** The header's cart button (with the currency switch); nothing while no cart may exist or mf-commerce is unavailable. */
export function CartButtonSlot() {
  return useCartActive() ? <RemoteSlot id="mf_commerce/CartButton" props={{}} fallback={hidden} /> : null;
}

/**
 * Hears every `cart:add` and hands the list to the cart pop-ups, which load on the first one: a
 * double click while they load loses nothing. A visitor who chose a currency before gets the list
 * at once, so prices convert.
 */
export function CartPopupsSlot() {
  const active = useCartActive();
  const adds = useAdds((state) => state.adds);
  useBusEvent('cart:add', (payload) => useAdds.setState((state) => ({ adds: [...state.adds, payload] })));
  useEffect(() => {
    if (getCookie('currencyId') !== null) void useCurrency.getState().load();
  }, []);
  if (!active) return null;
  return <RemoteSlot id="mf_commerce/CartPopups" props={{ adds }} fallback={hidden} />;
}
