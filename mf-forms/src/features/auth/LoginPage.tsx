import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  homePath,
  isSafeInternalPath,
  statusOf,
  useAuth,
  useDocumentTitle,
  useFieldErrors,
  type Locale,
  type PageProps,
} from 'shared';
import './translations';
import '../form-fields/fields.css';
import './auth.css';

/** Where to go after logging in: the remembered `redirect` when it is an internal path, else home. */
export function loginTarget(redirect: string | null, locale: Locale): string {
  return redirect && isSafeInternalPath(redirect) ? redirect : homePath(locale);
}

/** The login page (guest only): e-mail and password; 422 errors at the fields, 401 as a message. */
export default function LoginPage({ locale }: PageProps) {
  const { t } = useTranslation('forms');
  useDocumentTitle(t('login.title'));
  const login = useAuth((state) => state.login);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [ownErrors, setOwnErrors] = useState(false);
  const storeErrors = useFieldErrors((state) => state.errors);
  const errors = ownErrors ? storeErrors : {};
  const emailErrors = errors.email ?? [];
  const passwordErrors = errors.password ?? [];
  const otherErrors = Object.entries(errors)
    .filter(([key]) => key !== 'email' && key !== 'password')
    .flatMap(([, messages]) => messages);

  useEffect(() => {
    if (ownErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [ownErrors, storeErrors]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setMessage(null);
    setOwnErrors(false);
    try {
      await login(email, password);
      void navigate(loginTarget(params.get('redirect'), locale), { replace: true });
    } catch (error) {
      const status = statusOf(error);
      if (status === 422) setOwnErrors(true);
      else if (status === 401 || status === 403) setMessage(t('login.invalidCredentials'));
      else setMessage(t('login.failed'));
      setSubmitting(false);
    }
  }

  return (
    <section className="forms-auth container" aria-labelledby="forms-login-title">
      <div className="forms-auth__card">
        <h1 id="forms-login-title">{t('login.title')}</h1>
        <p className="forms-auth__intro">{t('login.intro')}</p>
        <form ref={formRef} className="forms-auth__form" onSubmit={handleSubmit} aria-busy={submitting}>
          {message && (
            <p className="notice notice--danger" role="alert">
              {message}
            </p>
          )}
          {otherErrors.length > 0 && (
            <p className="notice notice--danger" role="alert">
              {otherErrors.join(' ')}
            </p>
          )}
          <div className="forms-field">
            <label className="forms-field__label" htmlFor={`${uid}-email`}>
              {t('login.email')}
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id={`${uid}-email`}
              className="forms-field__input"
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-required="true"
              aria-invalid={emailErrors.length ? true : undefined}
              aria-describedby={emailErrors.length ? `${uid}-email-error` : undefined}
            />
            {emailErrors.length > 0 && (
              <p className="field-error" id={`${uid}-email-error`}>
                {emailErrors.join(' ')}
              </p>
            )}
          </div>
          <div className="forms-field">
            <label className="forms-field__label" htmlFor={`${uid}-password`}>
              {t('login.password')}
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id={`${uid}-password`}
              className="forms-field__input"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-required="true"
              aria-invalid={passwordErrors.length ? true : undefined}
              aria-describedby={passwordErrors.length ? `${uid}-password-error` : undefined}
            />
            {passwordErrors.length > 0 && (
              <p className="field-error" id={`${uid}-password-error`}>
                {passwordErrors.join(' ')}
              </p>
            )}
          </div>
          <button type="submit" className="btn forms-auth__submit" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <p className="forms-auth__help">{t('login.help')}</p>
      </div>
    </section>
  );
}
