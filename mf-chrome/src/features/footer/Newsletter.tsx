import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, track } from 'shared';

type Status = 'idle' | 'sending' | 'success' | 'already' | 'error' | 'empty';

/** `already_exists` comes as the 422 field error on `email`, or as the body's `error`. */
export function isAlreadySubscribed(error: unknown): boolean {
  // Duck-typed, so the remote does not bundle its own axios (the client lives in shared).
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (!response) return false;
  const data = response.data as { error?: unknown; errors?: Record<string, unknown> } | undefined;
  if (data?.error === 'already_exists') return true;
  const emailErrors = data?.errors?.email;
  const list = Array.isArray(emailErrors) ? emailErrors : [emailErrors];
  return list.some((message) => typeof message === 'string' && message.includes('already_exists'));
}

/** The footer's newsletter sign-up: `POST /api/subscriber/save { email }`. */
export function Newsletter() {
  const { t } = useTranslation('chrome');
  const id = useId();
  const inputId = `chrome-newsletter-email${id}`;
  const messageId = `chrome-newsletter-message${id}`;
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
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
    } catch (error) {
      setStatus(isAlreadySubscribed(error) ? 'already' : 'error');
    }
  }

  const message =
    status === 'success'
      ? { kind: 'success', text: t('newsletter.success') }
      : status === 'already'
        ? { kind: 'danger', text: t('newsletter.alreadyExists') }
        : status === 'error'
          ? { kind: 'danger', text: t('newsletter.error') }
          : status === 'empty'
            ? { kind: 'danger', text: t('newsletter.required') }
            : null;
  const invalid = status === 'already' || status === 'empty';

  return (
    <section className="chrome-newsletter" aria-labelledby={`${inputId}-title`}>
      <div className="chrome-newsletter__intro">
        <h2 className="chrome-newsletter__title" id={`${inputId}-title`}>
          {t('newsletter.title')}
        </h2>
        <p className="chrome-newsletter__text">{t('newsletter.text')}</p>
      </div>
      <form className="chrome-newsletter__form" onSubmit={handleSubmit} aria-busy={status === 'sending'}>
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
