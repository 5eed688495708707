import { CartPage } from '../features/cart/CartPage';

/** `mf_commerce/CartPage`: the cart page, and the loader of the visitor's cart. */
export default CartPage;
export { loader } from '../features/cart/CartPage';
