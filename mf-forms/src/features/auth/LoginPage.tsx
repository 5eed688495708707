import { useId } from 'react';
import { pageAddress, PageHead, type FormActions, useLocation, useTranslation } from 'shared';
import { ErrorSummary, Field, errorsOf, useFormAction } from 'shared/forms';
import { login } from './actions';
import './translations';
import './auth.css';

/** The page's form, run by its route: the login. */
export const actions: FormActions = { login };

/**
 * The login page (guest only): e-mail and password; 422 errors at the fields, 401 as a message.
 * A real form posting to this very address, sent by its action (`actions.ts`) through the page's
 * route: with scripts by the fetcher, before or without them by the server, which answers 303 to
 * where the visitor was going (the session cookie with it), or renders this page again with the
 * errors and the e-mail (never the password).
 */
export default function LoginPage() {
  const { t } = useTranslation('forms');
  const uid = useId();
  const location = useLocation();
  const form = useFormAction('login', { email: '', password: '' });
  const { values, errors, failure } = form;
  const fieldIds = { email: `${uid}-email`, password: `${uid}-password` };
  // Wrong credentials (401/403) and other failures are one message; field errors go to the summary.
  const message =
    form.status !== 'failed' || !failure || failure.isValidation
      ? null
      : failure.status === 401 || failure.status === 403
        ? t('login.invalidCredentials')
        : t('login.failed');

  return (
    <section className="forms-auth container" aria-labelledby="forms-login-title">
      <PageHead title={t('login.title')} />
      <div className="forms-auth__card">
        <h1 id="forms-login-title">{t('login.title')}</h1>
        <p className="forms-auth__intro">{t('login.intro')}</p>
        <form
          ref={form.formRef}
          className="forms-auth__form"
          method="post"
          action={pageAddress(location)}
          onSubmit={form.send}
          aria-busy={form.sending}
        >
          <input type="hidden" name="form" value="login" />
          <ErrorSummary id={`${uid}-summary`} errors={errors} fields={fieldIds} />
          {message && (
            <p className="notice notice--danger" role="alert">
              {message}
            </p>
          )}
          <Field
            id={fieldIds.email}
            name="email"
            type="email"
            label={t('login.email')}
            required
            autoComplete="username"
            value={values.email}
            onChange={(value) => form.set('email', value)}
            errors={errorsOf(errors, 'email')}
          />
          <Field
            id={fieldIds.password}
            name="password"
            type="password"
            label={t('login.password')}
            required
            autoComplete="current-password"
            value={values.password}
            onChange={(value) => form.set('password', value)}
            errors={errorsOf(errors, 'password')}
          />
          <button type="submit" className="btn forms-auth__submit" disabled={form.sending}>
            {form.sending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <p className="forms-auth__help">{t('login.help')}</p>
      </div>
    </section>
  );
}
