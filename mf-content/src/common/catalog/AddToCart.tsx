import { CART_ADD_FORM, type Locale, useTranslation } from 'shared';
import { useFormAction } from 'shared/forms';
import './translations';
import './catalog.css';

interface AddToCartProps {
  productId: number;
  /** The tariff, when the product is rented for one of several lengths. */
  variantId?: number | null;
  /** What the button puts into the cart, for its accessible name. */
  name: string;
  locale: Locale;
  className?: string;
}

/**
 * 'Do košíku': a real form posted to the page (`cart-add`, whose action the cart owns), so it
 * works before and without scripts — then the browser goes on to the cart. With scripts the
 * visitor stays and the cart's pop-ups show what was added. A refusal (the product is no longer
 * sold) is said next to the button that was pressed.
 */
export function AddToCart({ productId, variantId = null, name, locale, className = 'btn' }: AddToCartProps) {
  const { t } = useTranslation('content', { lng: locale });
  const variant = variantId === null ? '' : String(variantId);
  const form = useFormAction(
    CART_ADD_FORM,
    {},
    { mine: (posted) => posted.values.productId === String(productId) && posted.values.variantId === variant },
  );
  return (
    <form method="post" className="catalog-add" onSubmit={form.send} aria-busy={form.sending || undefined}>
      <input type="hidden" name="form" value={CART_ADD_FORM} />
      <input type="hidden" name="productId" value={productId} />
      {variantId !== null && <input type="hidden" name="variantId" value={variantId} />}
      <button type="submit" className={className} aria-label={t('catalog.addToCartNamed', { name })}>
        {t('catalog.addToCart')}
      </button>
      {form.failure && (
        <p className="catalog-add__error" role="alert">
          {form.failure.message || t('catalog.addFailed')}
        </p>
      )}
    </form>
  );
}
