import { CartPage } from '../features/cart/CartPage';

/** `mf_commerce/CartPage`: the cart page. */
export default CartPage;
