import { CartPopups } from '../features/popups/CartPopups';

/**
 * `mf_commerce/CartPopups`: the cart and added-product pop-ups, and the action of the 'Do košíku'
 * form any page may carry (`cart-add`).
 */
export default CartPopups;
export { actions } from '../features/add-to-cart/actions';
