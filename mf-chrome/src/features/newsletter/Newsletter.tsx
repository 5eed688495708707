import { useId, useState, type FormEvent } from 'react';
import { useSearchParams, useTranslation } from 'shared';
import { errorsOf, useFormAction } from 'shared/forms';
import './translations';
import './newsletter.css';

interface NewsletterProps {
  /** Called after the address is saved (the pop-up then stays hidden). */
  onSubscribed?: () => void;
  /** The id of the form's heading, for a dialog that it names. */
  titleId?: string;
}

/**
 * The newsletter sign-up of the footer and the pop-up, sent by its action (`actions.ts`) through
 * the page's route: `POST /api/subscriber/save { email }`. The API answers 409 `already_exists`
 * for an address already on the list and 422 with the reason at `email` for one it does not
 * accept; anything else asks the visitor to try later. A real form: sent before the scripts run,
 * it posts to the page it is on and the server runs the same action.
 */
export function Newsletter({ onSubscribed, titleId }: NewsletterProps) {
  const { t } = useTranslation('chrome');
  const id = useId();
  const inputId = `chrome-newsletter-email${id}`;
  const headingId = titleId ?? `${inputId}-title`;
  const messageId = `chrome-newsletter-message${id}`;
  // Sent without scripts, the form comes back with the server's answer: the page again with the
  // error and the address, or the page it was on with `?newsletter=subscribed`.
  const form = useFormAction('newsletter', { email: '' }, { onDone: () => onSubscribed?.() });
  const [params] = useSearchParams();
  const [subscribedBefore] = useState(() => form.status === 'idle' && params.get('newsletter') === 'subscribed');
  const [empty, setEmpty] = useState(false);
  const { failure } = form;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!form.values.email.trim()) {
      event.preventDefault();
      setEmpty(true);
      document.getElementById(inputId)?.focus();
      return;
    }
    setEmpty(false);
    form.send(event);
  }

  // The address is wrong (refused, already subscribed, missing): said at the field. Anything
  // else: try later.
  const fieldMessage = empty
    ? t('newsletter.required')
    : form.status !== 'failed' || !failure
      ? null
      : failure.code === 'already_exists'
        ? t('newsletter.alreadyExists')
        : (errorsOf(form.errors, 'email')?.[0] ?? null);
  const message: { kind: 'success' | 'danger'; text: string } | null = fieldMessage
    ? { kind: 'danger', text: fieldMessage }
    : form.status === 'failed'
      ? { kind: 'danger', text: t('newsletter.error') }
      : form.status === 'sent' || (form.status === 'idle' && subscribedBefore)
        ? { kind: 'success', text: t('newsletter.success') }
        : null;

  return (
    <section className="chrome-newsletter" aria-labelledby={headingId}>
      <div className="chrome-newsletter__intro">
        <h2 className="chrome-newsletter__title" id={headingId}>
          {t('newsletter.title')}
        </h2>
        <p className="chrome-newsletter__text">{t('newsletter.text')}</p>
      </div>
      <form
        ref={form.formRef}
        className="chrome-newsletter__form"
        method="post"
        onSubmit={handleSubmit}
        aria-busy={form.sending}
      >
        <input type="hidden" name="form" value="newsletter" />
        <label className="chrome-newsletter__label" htmlFor={inputId}>
          {t('newsletter.label')}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </label>
        <div className="chrome-newsletter__row">
          <input
            id={inputId}
            className="chrome-field"
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={t('newsletter.placeholder')}
            value={form.values.email}
            aria-invalid={fieldMessage ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => {
              form.set('email', event.target.value);
              setEmpty(false);
            }}
          />
          <button className="btn chrome-newsletter__submit" type="submit" disabled={form.sending}>
            {form.sending ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </div>
        <div id={messageId} className="chrome-newsletter__message" role="status">
          {message && <p className={`notice notice--${message.kind}`}>{message.text}</p>}
        </div>
      </form>
    </section>
  );
}
