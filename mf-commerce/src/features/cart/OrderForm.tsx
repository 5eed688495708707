import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError, pathFor, type Locale, useNavigate, useTranslation } from 'shared';
import type { Cart } from 'shared/validation';
import { sendOrder } from '../../common/cartApi';
import { useCart } from '../../common/cartStore';
import '../../common/translations';

type Field = 'firstname' | 'email' | 'phone';
const FIELDS: { name: Field; type: string; autoComplete: string }[] = [
  { name: 'firstname', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Moves focus to the form's field of that name (a keyboard user lands where the answer is needed). */
function focusField(form: HTMLFormElement, name: string | undefined) {
  const field = name ? form.elements.namedItem(name) : null;
  if (field instanceof HTMLElement) field.focus();
}

/**
 * The last step: name, e-mail, phone and consent send the cart as an order enquiry (no payment).
 * One idempotency key per attempt, so a double click or a retry after a timeout makes one order.
 * Focus starts in the first field when the step opens and goes to the first field to correct.
 */
export function OrderForm({ cart, locale }: { cart: Cart; locale: Locale }) {
  const { t } = useTranslation('commerce');
  const id = useId();
  const navigate = useNavigate();
  const key = useRef<string | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The step replaces the button that opened it: focus goes on to its first field.
  useEffect(() => {
    if (formRef.current) focusField(formRef.current, FIELDS[0]?.name);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const element = event.currentTarget;
    const form = new FormData(element);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const agreement = form.get('agreement') === 'on';
    const missing: Record<string, string> = {};
    for (const field of FIELDS) if (!value(field.name)) missing[field.name] = t('order.required');
    if (!agreement) missing.agreement = t('order.required');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) {
      focusField(element, Object.keys(missing)[0]);
      return;
    }
    sending.current = true;
    setBusy(true);
    key.current ??= newKey();
    try {
      const note = value('note');
      await sendOrder(
        cart.id,
        {
          firstname: value('firstname'),
          email: value('email'),
          phone: value('phone'),
          agreement: true,
          ...(note ? { note } : {}),
        },
        key.current,
      );
      useCart.getState().emptied();
      void navigate(pathFor('thankYou', locale));
    } catch (error) {
      if (isApiError(error) && error.isValidation) {
        key.current = null;
        const fieldErrors = Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']);
        setErrors(Object.fromEntries(fieldErrors));
        focusField(element, FIELDS.find((field) => error.fieldErrors[field.name])?.name ?? fieldErrors[0]?.[0]);
      } else if (isApiError(error) && error.code === 'product_unavailable') {
        key.current = null;
        setFailure(t('order.unavailable'));
        void useCart.getState().load(locale);
      } else {
        setFailure(t('order.failed'));
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <form
      ref={formRef}
      className="commerce-order"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t('order.title')}</h2>
      <p>{t('order.intro')}</p>
      {failure && (
        <p role="alert" className="commerce-notice commerce-notice--danger">
          {failure}
        </p>
      )}
      {FIELDS.map((field) => (
        <div className="commerce-field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{t(`order.${field.name}`)}</label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
          />
          {errors[field.name] && (
            <p id={`${id}-${field.name}-error`} className="commerce-field__error">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div className="commerce-field">
        <label htmlFor={`${id}-note`}>{t('order.note')}</label>
        <textarea id={`${id}-note`} name="note" rows={3} />
      </div>
      <div className="commerce-check">
        <input
          id={`${id}-agreement`}
          name="agreement"
          type="checkbox"
          required
          aria-invalid={errors.agreement ? true : undefined}
          aria-describedby={describedBy('agreement')}
        />
        <label htmlFor={`${id}-agreement`}>{t('order.agreement')}</label>
        {errors.agreement && (
          <p id={`${id}-agreement-error`} className="commerce-field__error">
            {errors.agreement}
          </p>
        )}
      </div>
      <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
        {busy ? t('order.sending') : t('order.submit')}
      </button>
    </form>
  );
}
