import { type Locale, useTranslation } from 'shared';
import { useFormAction } from 'shared/forms';
import { formatDateTime } from '../../common/formatDateTime';
import type { SessionInfo } from 'shared/validation';

interface SessionFormProps {
  name: 'end-session' | 'end-all';
  /** The session one form ends. */
  session?: SessionInfo;
  label?: string;
}

/**
 * A logout form of the session list: its button, and its failure said beside it (one that came
 * back from the server without scripts, at the session it was about).
 */
function SessionForm({ name, session, label }: SessionFormProps) {
  const { t } = useTranslation('forms');
  const id = session ? String(session.id) : '';
  const form = useFormAction(name, { session: id });

  return (
    <form method="post" onSubmit={form.send} aria-busy={form.sending}>
      <input type="hidden" name="form" value={name} />
      {session && <input type="hidden" name="session" value={id} />}
      {session?.current && <input type="hidden" name="current" value="1" />}
      <button type="submit" className="btn btn--outline" disabled={form.sending} aria-label={label}>
        {name === 'end-all' ? t('account.sessions.endAll') : t('account.sessions.end')}
      </button>
      {form.status === 'failed' && form.values.session === id && (
        <p className="notice notice--danger" role="alert">
          {t('account.sessions.failed')}
        </p>
      )}
    </form>
  );
}

/**
 * The user's live sessions (browser, since when, last use), each with its own logout, and a
 * logout everywhere: real forms to the account page, sent by their actions (`actions.ts`) through
 * the page's route. Ending another browser's session reloads the list; ending this browser's own,
 * or every one, sends the visitor home as a guest.
 */
export function AccountSessions({ locale, sessions }: { locale: Locale; sessions: SessionInfo[] }) {
  const { t } = useTranslation('forms');

  return (
    <section className="forms-account__section" aria-labelledby="forms-account-sessions">
      <h2 id="forms-account-sessions">{t('account.sessions.title')}</h2>
      <p>{t('account.sessions.intro')}</p>
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
            <SessionForm
              name="end-session"
              session={session}
              label={t('account.sessions.endOne', { browser: session.browser || t('account.sessions.unknown') })}
            />
          </li>
        ))}
      </ul>
      <SessionForm name="end-all" />
    </section>
  );
}
