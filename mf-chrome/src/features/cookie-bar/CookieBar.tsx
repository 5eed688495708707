import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_ALL,
  CONSENT_CATEGORIES,
  acceptConsent,
  denyConsent,
  isCookieBarHidden,
  pathFor,
  pushConsentDefault,
  storedConsent,
  useLocale,
  type CategoryChoice,
} from 'shared';
import { CONSENT_NS } from './translations';
import './cookie-bar.css';

/**
 * The cookie bar: shown until `cookie-show` is `hidden`. The shell pushes the Consent
 * Mode `consent default` at start; the bar pushes it too when it runs without the shell (no-op when
 * already there), and a `consent update` with the analytics events on every choice.
 */
export function CookieBar() {
  const { t } = useTranslation(CONSENT_NS);
  const locale = useLocale();
  const [visible, setVisible] = useState(() => {
    pushConsentDefault();
    return !isCookieBarHidden();
  });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [choice, setChoice] = useState<CategoryChoice>(() => storedConsent().choice);
  const titleId = useId();
  const settingsId = useId();

  if (!visible) return null;

  const finish = (apply: () => void) => {
    apply();
    setVisible(false);
  };
  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, checked } = event.target;
    setChoice((current) => ({ ...current, [name]: checked }));
  };
  const privacyHref = pathFor('info', locale, { id: '1', slug: t('privacySlug') });

  return (
    <section className="chrome-cookie-bar" aria-labelledby={titleId}>
      <div className="chrome-cookie-bar__inner container">
        <div className="chrome-cookie-bar__intro">
          <h2 className="chrome-cookie-bar__title" id={titleId}>
            {t('title')}
          </h2>
          <p className="chrome-cookie-bar__text">
            {t('text')}{' '}
            <a className="chrome-cookie-bar__privacy" href={privacyHref} target="_blank" rel="noopener noreferrer">
              {t('privacy')}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
          </p>
          <p className="chrome-cookie-bar__text">
            {t('disagreeBefore')}{' '}
            <button type="button" className="chrome-cookie-bar__link" onClick={() => finish(denyConsent)}>
              {t('disagree')}
            </button>
            {t('disagreeAfter')}
          </p>
        </div>

        {settingsOpen && (
          <fieldset className="chrome-cookie-bar__settings" id={settingsId}>
            <legend className="chrome-cookie-bar__settings-title">{t('settingsTitle')}</legend>
            <p className="chrome-cookie-bar__text">{t('settingsText')}</p>
            <ul className="chrome-cookie-bar__categories">
              <li className="chrome-cookie-bar__category">
                <label className="chrome-cookie-bar__check">
                  <input
                    type="checkbox"
                    name="technical"
                    checked
                    disabled
                    aria-describedby={`${settingsId}-technical`}
                  />
                  <span className="chrome-cookie-bar__category-title">{t('categories.technical.title')}</span>
                  <span className="chrome-cookie-bar__always">{t('alwaysOn')}</span>
                </label>
                <p className="chrome-cookie-bar__category-text" id={`${settingsId}-technical`}>
                  {t('categories.technical.text')}
                </p>
              </li>
              {CONSENT_CATEGORIES.map((category) => (
                <li className="chrome-cookie-bar__category" key={category}>
                  <label className="chrome-cookie-bar__check">
                    <input
                      type="checkbox"
                      name={category}
                      checked={choice[category]}
                      onChange={toggle}
                      aria-describedby={`${settingsId}-${category}`}
                    />
                    <span className="chrome-cookie-bar__category-title">{t(`categories.${category}.title`)}</span>
                  </label>
                  <p className="chrome-cookie-bar__category-text" id={`${settingsId}-${category}`}>
                    {t(`categories.${category}.text`)}
                  </p>
                </li>
              ))}
            </ul>
          </fieldset>
        )}

        <div className="chrome-cookie-bar__actions">
          <button
            type="button"
            className="btn btn--outline chrome-cookie-bar__settings-toggle"
            aria-expanded={settingsOpen}
            aria-controls={settingsOpen ? settingsId : undefined}
            onClick={() => setSettingsOpen((open) => !open)}
          >
            {settingsOpen ? t('closeSettings') : t('openSettings')}
          </button>
          {settingsOpen && (
            <button type="button" className="btn btn--outline" onClick={() => finish(() => acceptConsent(choice))}>
              {t('acceptSelected')}
            </button>
          )}
          <button type="button" className="btn" onClick={() => finish(() => acceptConsent(CONSENT_ALL))}>
            {t('acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}
