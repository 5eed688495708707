import { matchRoute } from 'shared';
import { mountStandalone } from 'shared/standalone';
import CartPage from './exposed/CartPage';

mountStandalone(() => (
  <CartPage routeId="cart" locale={matchRoute(window.location.pathname)?.locale ?? 'cs'} params={{}} />
));
