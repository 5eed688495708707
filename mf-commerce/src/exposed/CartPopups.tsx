import { CartPopups } from '../features/popups/CartPopups';

/** `mf_commerce/CartPopups`: adds `cart:add` events to the cart and shows the cart pop-ups. */
export default CartPopups;
