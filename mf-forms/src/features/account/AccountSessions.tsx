import { useState, type FormEvent } from 'react';
import { homePath, type Locale, useTranslation } from 'shared';
import { formatDateTime } from '../../common/formatDateTime';
import type { SessionInfo } from 'shared/validation';
import { endAllSessions, endSession } from './api';

/**
 * The user's live sessions (browser, since when, last use), each with its own logout, and a
 * logout everywhere. Plain forms to the account page; the scripts send them through the API.
 */
export function AccountSessions({
  locale,
  sessions,
  onChange,
}: {
  locale: Locale;
  sessions: SessionInfo[];
  onChange: () => void;
}) {
  const { t } = useTranslation('forms');
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [failed, setFailed] = useState(false);

  /**
   * After ending the session of this very browser, the visitor is a guest at home: a whole new
   * page load, so nothing of the user stays in memory (cart, account data) and the server renders
   * home for a guest.
   */
  function leave() {
    window.location.replace(homePath(locale));
  }

  async function end(event: FormEvent<HTMLFormElement>, session: SessionInfo) {
    event.preventDefault();
    setBusy(session.id);
    setFailed(false);
    try {
      await endSession(session.id);
      if (session.current) return leave();
      onChange();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  async function endAll(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy('all');
    setFailed(false);
    try {
      await endAllSessions();
      leave();
    } catch {
      setFailed(true);
      setBusy(null);
    }
  }

  return (
    <section className="forms-account__section" aria-labelledby="forms-account-sessions">
      <h2 id="forms-account-sessions">{t('account.sessions.title')}</h2>
      <p>{t('account.sessions.intro')}</p>
      {failed && (
        <p className="notice notice--danger" role="alert">
          {t('account.sessions.failed')}
        </p>
      )}
      <ul className="forms-account__sessions">
        {sessions.map((session) => (
          <li key={session.id}>
            <div>
              <strong>{session.browser || t('account.sessions.unknown')}</strong>
              {session.current && <span className="forms-account__badge">{t('account.sessions.current')}</span>}
              <br />
              <span className="forms-account__muted">
                {t('account.sessions.since', { date: formatDateTime(session.created_at, locale) })} ·{' '}
                {t('account.sessions.seen', { date: formatDateTime(session.last_seen_at, locale) })}
              </span>
            </div>
            <form method="post" onSubmit={(event) => void end(event, session)}>
              <input type="hidden" name="form" value="end-session" />
              <input type="hidden" name="session" value={session.id} />
              <button
                type="submit"
                className="btn btn--outline"
                disabled={busy !== null}
                aria-label={t('account.sessions.endOne', { browser: session.browser || t('account.sessions.unknown') })}
              >
                {t('account.sessions.end')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form method="post" onSubmit={(event) => void endAll(event)}>
        <input type="hidden" name="form" value="end-all" />
        <button type="submit" className="btn btn--outline" disabled={busy !== null}>
          {t('account.sessions.endAll')}
        </button>
      </form>
    </section>
  );
}
