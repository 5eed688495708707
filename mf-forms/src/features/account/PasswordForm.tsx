import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'shared';
import { ErrorSummary, Field, errorsOf, useFormAction } from 'shared/forms';

/**
 * The password change: the current password and a new one (10 characters or more, not the
 * e-mail). Every other session of the user ends. A real form sent by its action (`actions.ts`)
 * through the page's route: with scripts the form empties and says it is done; without them the
 * server answers with the page again (errors) or with the account page saying it is done.
 */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('forms');
  const uid = useId();
  const [done, setDone] = useState(false);
  const form = useFormAction('password', { current_password: '', new_password: '' }, { onDone: () => setDone(true) });
  const fieldIds = { current_password: `${uid}-current`, new_password: `${uid}-new` };
  const failure = form.status === 'failed' && form.failure && !form.failure.isValidation ? form.failure : null;
  // Too many wrong current passwords: the server's own words say how long to wait.
  const message = failure
    ? failure.status === 429 && failure.message
      ? failure.message
      : t('account.password.failed')
    : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setDone(false);
    form.send(event);
  }

  return (
    <section className="forms-account__section" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{t('account.password.title')}</h2>
      <p>{t('account.password.intro')}</p>
      <form
        ref={form.formRef}
        className="forms-account__form"
        method="post"
        onSubmit={handleSubmit}
        aria-busy={form.sending}
      >
        <input type="hidden" name="form" value="password" />
        {/* Lets password managers tie the new password to the account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <ErrorSummary id={`${uid}-summary`} errors={form.errors} fields={fieldIds} />
        {message && (
          <p className="notice notice--danger" role="alert">
            {message}
          </p>
        )}
        {done && (
          <p className="notice notice--success" role="status">
            {t('account.password.changed')}
          </p>
        )}
        <Field
          id={fieldIds.current_password}
          name="current_password"
          type="password"
          label={t('account.password.current')}
          required
          autoComplete="current-password"
          value={form.values.current_password}
          onChange={(value) => form.set('current_password', value)}
          errors={errorsOf(form.errors, 'current_password')}
        />
        <Field
          id={fieldIds.new_password}
          name="new_password"
          type="password"
          label={t('account.password.new')}
          hint={t('account.password.hint')}
          required
          autoComplete="new-password"
          value={form.values.new_password}
          onChange={(value) => form.set('new_password', value)}
          errors={errorsOf(form.errors, 'new_password')}
        />
        <button type="submit" className="btn" disabled={form.sending}>
          {form.sending ? t('account.password.saving') : t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
