import { useId, type FormEvent } from 'react';
import {
  loginTarget,
  pageAddress,
  useAuth,
  PageHead,
  usePostedForm,
  type PageProps,
  useLocation,
  useNavigate,
  useSearchParams,
  useTranslation,
} from 'shared';
import { ErrorSummary, Field, errorsOf, useForm } from 'shared/forms';
import './translations';
import './auth.css';

/**
 * The login page (guest only): e-mail and password; 422 errors at the fields, 401 as a message.
 * A real form: sent before the scripts run (or without them) it posts to this very address, the
 * server logs in (the session cookie) and answers 303 to where the visitor was going, or renders
 * this page again with the errors and the e-mail (never the password).
 */
export default function LoginPage({ locale }: PageProps) {
  const { t } = useTranslation('forms');
  const login = useAuth((state) => state.login);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uid = useId();
  const location = useLocation();
  const form = useForm({ email: '', password: '' }, usePostedForm('login'));
  const { values, errors, failure } = form;
  const fieldIds = { email: `${uid}-email`, password: `${uid}-password` };
  // Wrong credentials (401/403) and other failures are one message; field errors go to the summary.
  const message =
    form.status !== 'failed' || !failure || failure.isValidation
      ? null
      : failure.status === 401 || failure.status === 403
        ? t('login.invalidCredentials')
        : t('login.failed');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    const user = await form.submit(() => login(values.email, values.password, locale));
    if (!user) return;
    const target = loginTarget(params.get('redirect'), locale);
    // Staff pages are in the route table of a staff member's pages only: a staff member's next page
    // is loaded from the server, with the table that has them.
    if (user.scope.includes('staff')) window.location.assign(target);
    else void navigate(target, { replace: true });
  }

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
          onSubmit={handleSubmit}
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
