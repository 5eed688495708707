import { pushFormEvent, setCookie, deleteCookie } from 'shared';
import { formPost, testProduct } from 'shared/testing';
import { useCart } from '../common/cartStore';
import { cartServer } from '../common/testCart';
import { actions as cartActions } from './CartPage';
import { actions as addActions } from './CartPopups';

// The cart's analytics across two features: a line added by "Do košíku" (the frame's pop-ups own
// that form) and removed on the cart page, whether the scripts or the server ran the forms.

const office = testProduct({ id: 5, name: 'Praha 1 – Karlovo náměstí', price: 700 });
const post = (fields: Record<string, string>, path = '/virtualni-sidla/1/praha-1') => formPost(fields, path);

beforeEach(() => {
  useCart.setState({ cart: null, status: 'idle', notice: null, added: null });
  deleteCookie('guestCart');
  window.dataLayer = [];
});

it('names the pieces added and removed for the dataLayer in the GA4 shape, on either path the same', async () => {
  cartServer(office);
  setCookie('guestCart', 'temp-abc');
  const added = await addActions['cart-add']!(
    post({ form: 'cart-add', productId: '5' }, '/en/virtual-offices/1/prague-1'),
  );
  await addActions['cart-add']!(post({ form: 'cart-add', productId: '5' }));
  const removed = await cartActions['cart-line']!(post({ form: 'cart-line', lineId: '1', quantity: '0' }, '/kosik'));
  const events = [added, removed].flatMap((outcome) => (outcome.status === 'done' ? (outcome.events ?? []) : []));
  for (const event of events) pushFormEvent(event);
  expect(window.dataLayer).toEqual([
    {
      event: 'add_to_cart',
      ecommerce: {
        currency: 'CZK',
        value: 700,
        items: [{ item_id: '5', item_name: office.name, price: 700, quantity: 1 }],
      },
    },
    {
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'CZK',
        value: 1400,
        items: [{ item_id: '5', item_name: office.name, price: 700, quantity: 2 }],
      },
    },
  ]);
});
