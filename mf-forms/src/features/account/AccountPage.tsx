import { useState, type FormEvent } from 'react';
import {
  homePath,
  useAuth,
  PageHead,
  type PageLoaderArgs,
  type PageProps,
  useSearchParams,
  useTranslation,
} from 'shared';
import { usePageData } from 'shared/page-data';
import { AccountActivity } from './AccountActivity';
import { AccountSessions } from './AccountSessions';
import { fetchAccount } from './api';
import { PasswordForm } from './PasswordForm';
import './translations';
import './account.css';

export const loader = ({ locale, signal }: PageLoaderArgs) => fetchAccount(locale, signal);

/**
 * The account page (login required), rendered for the user on the server: their name and e-mail,
 * enquiries, carts, live sessions, the password change and logout. Every action is a real form
 * posting to this page (the server acts when the scripts have not run); the scripts do the same
 * through the API and stay on the page.
 */
export default function AccountPage({ locale }: PageProps) {
  const { t } = useTranslation('forms');
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const { state, retry } = usePageData<typeof loader>();

  async function handleLogout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLeaving(true);
    // The store forgets the user even when the server call fails.
    await logout().catch(() => undefined);
    // A whole new page load: nothing of the user stays in memory (cart, account data), and a
    // guest left on this page would be sent to the login page instead of home.
    window.location.replace(homePath(locale));
  }

  return (
    <section className="forms-account container" aria-labelledby="forms-account-title">
      <PageHead title={t('account.title')} />
      <header className="forms-account__head">
        <div>
          <h1 id="forms-account-title">{t('account.title')}</h1>
          <p className="forms-account__intro">{t('account.intro')}</p>
        </div>
        <form method="post" onSubmit={handleLogout}>
          <input type="hidden" name="form" value="logout" />
          <button type="submit" className="btn btn--outline" disabled={leaving}>
            {leaving ? t('account.loggingOut') : t('account.logout')}
          </button>
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
          <AccountSessions locale={locale} sessions={state.data.sessions} onChange={retry} />
        </>
      )}
      <PasswordForm locale={locale} email={user?.email ?? ''} />
    </section>
  );
}
