import { useEffect, useId, useRef, type FormEvent } from 'react';
import { pageAddress, pathFor, type Locale, useLocation, useNavigate, usePostedForm, useTranslation } from 'shared';
import { Checkbox, ErrorSummary, Field, errorsOf, newFormToken, useForm } from 'shared/forms';
import type { Cart } from 'shared/validation';
import { sendOrder } from '../../common/api';
import { useCart } from '../../common/cartStore';
import '../../common/translations';

/**
 * The last step: name, e-mail, phone and consent send the cart as an order enquiry (no payment),
 * on the shared form kit: the server validates, its field errors show at the fields and in the
 * summary, nothing typed is lost. The form makes its Idempotency-Key when it first sends and keeps
 * it until an order is sent, so a double click or a retry after a timeout makes one order (the API
 * recognises the key with the same fields). The key is never in the page: a page kept by a shared
 * cache would give it to every visitor. A real form: without scripts it posts to the cart page
 * and the server sends the order, its key made from the posted fields.
 */
export function OrderForm({ cart, locale }: { cart: Cart; locale: Locale }) {
  const { t } = useTranslation('commerce');
  const uid = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({ firstname: '', email: '', phone: '', note: '', agreement: false }, usePostedForm('order'));
  // One order per key, whatever is pressed twice or sent again; made at the first send.
  const key = useRef<string | null>(null);
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const idempotencyKey = (key.current ??= newFormToken());
    const sent = await form.submit(() =>
      sendOrder(
        cart.id,
        {
          firstname: values.firstname,
          email: values.email,
          phone: values.phone,
          agreement: values.agreement,
          ...(values.note.trim() ? { note: values.note } : {}),
        },
        idempotencyKey,
        locale,
      ),
    );
    if (sent) {
      key.current = null;
      useCart.getState().emptied();
      void navigate(pathFor('thankYou', locale));
      return;
    }
    // Refused (invalid fields, a product gone) or no answer: the key stays for the retry. An order
    // the API did send is answered again; corrected fields are a new attempt.
    void useCart.getState().load(locale);
  }

  return (
    <form
      ref={formRef}
      className="commerce-order"
      method="post"
      action={pageAddress(location)}
      aria-labelledby={`${uid}-title`}
      noValidate
      aria-busy={form.sending}
      onSubmit={(event) => void submit(event)}
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
