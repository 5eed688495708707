import { useId, useRef, useState, type FormEvent } from 'react';
import { api, toApiError, track, usePostedForm, useSearchParams, useTranslation, type PostedForm } from 'shared';
import './translations';
import './newsletter.css';

type Status = 'idle' | 'sending' | 'success' | 'already' | 'invalid' | 'error' | 'empty';

/** The message of each failed state (`invalid` shows the API's own reason instead). */
const dangerKeys: Partial<Record<Status, string>> = {
  already: 'newsletter.alreadyExists',
  invalid: 'newsletter.error',
  error: 'newsletter.error',
  empty: 'newsletter.required',
};

/** Where the form starts: as its plain POST came back (errors), or after one that succeeded. */
function startingStatus(posted: PostedForm | null, subscribed: boolean): Status {
  if (posted) return posted.code === 'already_exists' ? 'already' : posted.errors.email ? 'invalid' : 'error';
  return subscribed ? 'success' : 'idle';
}

interface NewsletterProps {
  /** Called after the address is saved (the pop-up then stays hidden). */
  onSubscribed?: () => void;
  /** The id of the form's heading, for a dialog that it names. */
  titleId?: string;
}

/**
 * The newsletter sign-up of the footer and the pop-up: `POST /api/subscriber/save { email }`. The
 * API answers 409 `already_exists` for an address already on the list and 422 with the reason at
 * `email` for one it does not accept; anything else asks the visitor to try later. A real form:
 * sent before the scripts run, it posts to the page it is on and the server subscribes.
 */
export function Newsletter({ onSubscribed, titleId }: NewsletterProps) {
  const { t } = useTranslation('chrome');
  const id = useId();
  const inputId = `chrome-newsletter-email${id}`;
  const headingId = titleId ?? `${inputId}-title`;
  const messageId = `chrome-newsletter-message${id}`;
  // Sent without scripts, the form comes back with the server's answer: the page again with the
  // error and the address, or the page it was on with `?newsletter=subscribed`.
  const posted = usePostedForm('newsletter');
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => (typeof posted?.values.email === 'string' ? posted.values.email : ''));
  const [status, setStatus] = useState<Status>(() => startingStatus(posted, params.get('newsletter') === 'subscribed'));
  const [serverMessage, setServerMessage] = useState(() => posted?.errors.email?.[0] ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const value = email.trim();
    if (!value) {
      setStatus('empty');
      inputRef.current?.focus();
      return;
    }
    setStatus('sending');
    try {
      await api.post('/api/subscriber/save', { email: value });
      setStatus('success');
      setEmail('');
      track('newsletter_sent');
      onSubscribed?.();
    } catch (caught) {
      const error = toApiError(caught);
      const invalidEmail = error.isValidation ? error.firstFieldError('email') : undefined;
      if (error.code === 'already_exists') setStatus('already');
      else if (invalidEmail) {
        setServerMessage(invalidEmail);
        setStatus('invalid');
      } else setStatus('error');
    }
  }

  const message: { kind: 'success' | 'danger'; text: string } | null =
    status === 'success'
      ? { kind: 'success', text: t('newsletter.success') }
      : status in dangerKeys
        ? { kind: 'danger', text: status === 'invalid' ? serverMessage : t(dangerKeys[status]!) }
        : null;
  const invalid = status === 'already' || status === 'invalid' || status === 'empty';

  return (
    <section className="chrome-newsletter" aria-labelledby={headingId}>
      <div className="chrome-newsletter__intro">
        <h2 className="chrome-newsletter__title" id={headingId}>
          {t('newsletter.title')}
        </h2>
        <p className="chrome-newsletter__text">{t('newsletter.text')}</p>
      </div>
      <form className="chrome-newsletter__form" method="post" onSubmit={handleSubmit} aria-busy={status === 'sending'}>
        <input type="hidden" name="form" value="newsletter" />
        <label className="chrome-newsletter__label" htmlFor={inputId}>
          {t('newsletter.label')}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </label>
        <div className="chrome-newsletter__row">
          <input
            ref={inputRef}
            id={inputId}
            className="chrome-newsletter__input"
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (status !== 'sending' && status !== 'idle') setStatus('idle');
            }}
          />
          <button className="btn chrome-newsletter__submit" type="submit" disabled={status === 'sending'}>
            {status === 'sending' ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </div>
        <div id={messageId} className="chrome-newsletter__message" role="status">
          {message && <p className={`notice notice--${message.kind}`}>{message.text}</p>}
        </div>
      </form>
    </section>
  );
}
