import {
  ApiError,
  pathFor,
  PageHead,
  type FormActions,
  type PageLoaderArgs,
  type PageProps,
  type PageRevalidate,
  Link,
  usePostedForm,
  useSearchParams,
  useTranslation,
} from 'shared';
import { usePageData } from 'shared/page-data';
import { useCart } from '../../common/cartStore';
import { CurrencySelect } from '../../common/CurrencySelect';
import { Notice } from '../../common/Notice';
import '../../common/translations';
import '../../common/commerce.css';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { cartLine, order, voucher, voucherRemove } from './actions';
import { OrderForm } from './OrderForm';
import { VoucherBox } from './VoucherBox';
import './cart.css';

/** The visitor's cart, into the cart's store (the page reads it there, as the header's button does). */
export async function loader({ locale }: PageLoaderArgs) {
  await useCart.getState().load(locale);
  if (useCart.getState().status === 'error') throw new ApiError(null, 'network', 'cart');
  return true;
}

/** The cart page's forms, run by its route: its lines', the voucher box's and the order. */
export const actions: FormActions = { order, voucher, 'cart-line': cartLine, 'voucher-remove': voucherRemove };

/**
 * After each of the cart's forms, refused or not, the cart is loaded again: a refusal may come
 * from a cart changed meanwhile (a product gone, a voucher used up), which the page then shows.
 * Anything else as React Router decides.
 */
export const shouldRevalidate: PageRevalidate = ({ formData, defaultShouldRevalidate }) => {
  const form = formData?.get('form');
  return (typeof form === 'string' && Object.hasOwn(actions, form)) || defaultShouldRevalidate;
};

/** The cart page: notice, lines, vouchers, totals, the currency switch and the order step. */
export function CartPage({ locale }: PageProps) {
  const { t } = useTranslation('commerce');
  const cart = useCart((state) => state.cart);
  const notice = useCart((state) => state.notice);
  const setNotice = useCart((state) => state.setNotice);
  // The order step is part of the address (`?step=order`), so it opens without scripts too; an
  // order sent without scripts that came back with errors reopens it.
  const [params] = useSearchParams();
  const postedOrder = usePostedForm('order');
  const ordering = params.get('step') === 'order' || postedOrder !== null;
  const { state, retry } = usePageData<typeof loader>();

  const empty = cart !== null && cart.items.length === 0;
  return (
    <section className="commerce-cart container" aria-labelledby="cart-title">
      <PageHead title={t('cart.title')} />
      <h1 id="cart-title">{t('cart.title')}</h1>
      {notice && <Notice notice={notice} onClose={() => setNotice(null)} />}
      {state.status === 'error' && !cart && (
        <div className="commerce-cart__error">
          <button type="button" className="btn" onClick={retry}>
            {t('cart.retry')}
          </button>
        </div>
      )}
      {state.status === 'loading' && !cart && (
        <div className="commerce-cart__skeleton" aria-busy="true">
          <span className="visually-hidden">{t('cart.loading')}</span>
        </div>
      )}
      {(empty || (state.status === 'ready' && !cart)) && (
        <div className="commerce-cart__empty">
          <p className="commerce-cart__empty-title">{t('cart.empty')}</p>
          <p>{t('cart.emptyHint')}</p>
          <div className="commerce-cart__actions">
            <Link className="btn" to={pathFor('virtualOffices', locale)}>
              {t('cart.browseOffices')}
            </Link>
            <Link className="btn btn--outline" to={pathFor('priceList', locale)}>
              {t('cart.browsePrices')}
            </Link>
          </div>
        </div>
      )}
      {cart && !empty && (
        <>
          <CartLines cart={cart} />
          <div className="commerce-cart__bottom">
            <VoucherBox cart={cart} />
            <div className="commerce-cart__summary">
              <CurrencySelect />
              <CartTotals cart={cart} />
            </div>
          </div>
          {ordering ? (
            <OrderForm cart={cart} />
          ) : (
            <Link className="btn commerce-cart__continue" to="?step=order" replace>
              {t('cart.continue')}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
