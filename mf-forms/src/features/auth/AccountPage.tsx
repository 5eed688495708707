import { useEffect, useState } from 'react';
import { homePath, useAuth, useDocumentTitle, type PageProps, useNavigate, useTranslation } from 'shared';
import './translations';
import './auth.css';

/** The account page (login required): the user's e-mail and scope, and a logout button. */
export default function AccountPage({ locale }: PageProps) {
  const { t } = useTranslation('forms');
  useDocumentTitle(t('account.title'));
  const user = useAuth((state) => state.user);
  const token = useAuth((state) => state.token);
  const fetchUser = useAuth((state) => state.fetchUser);
  const logout = useAuth((state) => state.logout);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!user && token) void fetchUser();
  }, [user, token, fetchUser]);

  async function handleLogout() {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The local session is gone even when the server call fails.
    }
    void navigate(homePath(locale), { replace: true });
  }

  return (
    <section className="forms-auth container" aria-labelledby="forms-account-title">
      <div className="forms-auth__card">
        <h1 id="forms-account-title">{t('account.title')}</h1>
        <p className="forms-auth__intro">{t('account.intro')}</p>
        {user ? (
          <dl className="forms-auth__details">
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
            <div>
              <dt>{t('account.scope')}</dt>
              <dd>{user.scope}</dd>
            </div>
          </dl>
        ) : (
          <p role="status" aria-busy="true">
            {t('account.loading')}
          </p>
        )}
        <button type="button" className="btn btn--outline" onClick={handleLogout} disabled={leaving}>
          {leaving ? t('account.loggingOut') : t('account.logout')}
        </button>
      </div>
    </section>
  );
}
