import { useEffect, useId } from 'react';
import { pageAddress, useLocation, useTranslation } from 'shared';
import { Checkbox, ErrorSummary, Field, errorsOf, useFormAction } from 'shared/forms';
import type { Cart } from 'shared/validation';
import '../../common/translations';

/**
 * The last step: name, e-mail, phone and consent send the cart as an order enquiry (no payment),
 * by the cart page's `order` action (`actions.ts`): the server validates, its field errors show at
 * the fields and in the summary, nothing typed is lost; a sent order goes on to the thank-you
 * page. The order's key is the cart's, so a double click or a retry makes one order. A real form:
 * sent before or without scripts, it posts to the cart page and the server runs the same action.
 */
export function OrderForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('commerce');
  const uid = useId();
  const location = useLocation();
  const form = useFormAction('order', { firstname: '', email: '', phone: '', note: '', agreement: false });
  const { formRef } = form;
  const ids = {
    firstname: `${uid}-firstname`,
    email: `${uid}-email`,
    phone: `${uid}-phone`,
    note: `${uid}-note`,
    agreement: `${uid}-agreement`,
  };
  const { values, errors, set } = form;
  const failure =
    form.status === 'failed' && form.failure && !form.failure.isValidation
      ? form.failure.code === 'product_unavailable'
        ? t('order.unavailable')
        : t('order.failed')
      : null;

  // The step replaces the button that opened it: focus goes on to its first field.
  useEffect(() => {
    document.getElementById(ids.firstname)?.focus();
  }, [ids.firstname]);

  return (
    <form
      ref={formRef}
      className="commerce-order"
      method="post"
      action={pageAddress(location)}
      aria-labelledby={`${uid}-title`}
      noValidate
      aria-busy={form.sending}
      onSubmit={form.send}
    >
      <input type="hidden" name="form" value="order" />
      <input type="hidden" name="cartId" value={cart.id} />
      <h2 id={`${uid}-title`}>{t('order.title')}</h2>
      <p>{t('order.intro')}</p>
      <ErrorSummary id={`${uid}-summary`} errors={errors} fields={ids} />
      {failure && (
        <p role="alert" className="commerce-notice commerce-notice--danger">
          {failure}
        </p>
      )}
      <Field
        id={ids.firstname}
        name="firstname"
        label={t('order.firstname')}
        required
        autoComplete="name"
        value={values.firstname}
        onChange={(value) => set('firstname', value)}
        errors={errorsOf(errors, 'firstname')}
      />
      <Field
        id={ids.email}
        name="email"
        type="email"
        label={t('order.email')}
        required
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(value) => set('email', value)}
        errors={errorsOf(errors, 'email')}
      />
      <Field
        id={ids.phone}
        name="phone"
        type="tel"
        label={t('order.phone')}
        required
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        onChange={(value) => set('phone', value)}
        errors={errorsOf(errors, 'phone')}
      />
      <Field
        id={ids.note}
        name="note"
        label={t('order.note')}
        rows={3}
        value={values.note}
        onChange={(value) => set('note', value)}
        errors={errorsOf(errors, 'note')}
      />
      <Checkbox
        id={ids.agreement}
        name="agreement"
        label={t('order.agreement')}
        required
        checked={values.agreement}
        onChange={(on) => set('agreement', on)}
        errors={errorsOf(errors, 'agreement')}
      />
      <button type="submit" className="btn" disabled={form.sending} aria-busy={form.sending}>
        {form.sending ? t('order.sending') : t('order.submit')}
      </button>
    </form>
  );
}
