import {
  useAuth,
  PageHead,
  type FormActions,
  type PageLoaderArgs,
  type PageProps,
  useSearchParams,
  useTranslation,
} from 'shared';
import { useFormAction } from 'shared/forms';
import { usePageData } from 'shared/page-data';
import { endAll, endOne, logout, password } from './actions';
import { AccountActivity } from './AccountActivity';
import { AccountSessions } from './AccountSessions';
import { fetchAccount } from './api';
import { PasswordForm } from './PasswordForm';
import './translations';
import './account.css';

export const loader = ({ locale, signal }: PageLoaderArgs) => fetchAccount(locale, signal);

/** The page's forms, run by its route (`actions.ts`). */
export const actions: FormActions = { logout, 'end-all': endAll, 'end-session': endOne, password };

/**
 * The account page (login required), rendered for the user on the server: their name and e-mail,
 * enquiries, carts, live sessions, the password change and logout. Every action is a real form
 * posting to this page, sent by its action through the page's route: with scripts by the fetcher,
 * before or without them by the server.
 */
export default function AccountPage({ locale }: PageProps) {
  const { t } = useTranslation('forms');
  const user = useAuth((state) => state.user);
  const [params] = useSearchParams();
  const { state, retry } = usePageData<typeof loader>();
  const leaving = useFormAction('logout', {});

  return (
    <section className="forms-account container" aria-labelledby="forms-account-title">
      <PageHead title={t('account.title')} />
      <header className="forms-account__head">
        <div>
          <h1 id="forms-account-title">{t('account.title')}</h1>
          <p className="forms-account__intro">{t('account.intro')}</p>
        </div>
        <form method="post" onSubmit={leaving.send} aria-busy={leaving.sending}>
          <input type="hidden" name="form" value="logout" />
          <button type="submit" className="btn btn--outline" disabled={leaving.sending}>
            {leaving.sending ? t('account.loggingOut') : t('account.logout')}
          </button>
          {leaving.status === 'failed' && (
            <p className="notice notice--danger" role="alert">
              {t('account.sessions.failed')}
            </p>
          )}
        </form>
      </header>
      {params.get('password') === 'changed' && (
        <p className="notice notice--success" role="status">
          {t('account.password.changed')}
        </p>
      )}
      {user && (
        <dl className="forms-account__details">
          {user.name && (
            <div>
              <dt>{t('account.name')}</dt>
              <dd>{user.name}</dd>
            </div>
          )}
          <div>
            <dt>{t('account.email')}</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
      )}
      {state.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('account.loading')}
        </p>
      )}
      {(state.status === 'error' || state.status === 'notFound') && (
        <p className="notice notice--danger" role="alert">
          {t('account.loadFailed')}{' '}
          <button type="button" className="btn btn--outline" onClick={retry}>
            {t('account.retry')}
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <AccountActivity locale={locale} enquiries={state.data.enquiries} carts={state.data.carts} />
          <AccountSessions locale={locale} sessions={state.data.sessions} />
        </>
      )}
      <PasswordForm email={user?.email ?? ''} />
    </section>
  );
}
