import { CartButton } from '../features/cart-button/CartButton';

/** `mf_commerce/CartButton`: the header's link to the cart with the number of pieces. */
export default CartButton;
