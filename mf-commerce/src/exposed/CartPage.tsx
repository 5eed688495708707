import { CartPage } from '../features/cart/CartPage';

/**
 * `mf_commerce/CartPage`: the cart page, the loader of the visitor's cart (loaded again after the
 * page's forms) and the actions of its forms (the order, the voucher box).
 */
export default CartPage;
export { actions, loader, shouldRevalidate } from '../features/cart/CartPage';
