import { localeOfPath } from 'shared';
import { mountStandalone } from 'shared/standalone';
import CartPage from './exposed/CartPage';

mountStandalone(() => <CartPage routeId="cart" locale={localeOfPath(window.location.pathname)} params={{}} />);
