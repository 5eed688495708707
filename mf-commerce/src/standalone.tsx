import { matchRoute, mountStandalone } from 'shared';
import CartPage from './features/cart/CartPage';

mountStandalone(() => <CartPage routeId="cart" locale={matchRoute(window.location.pathname)?.locale ?? 'cs'} params={{}} />);
