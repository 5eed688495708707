import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  bus,
  CONSENT_CATEGORIES,
  pathFor,
  pushConsentDefault,
  storedConsent,
  useBusEvent,
  useLocale,
  type CategoryChoice,
  useTranslation,
} from 'shared';
import { useHoldPopups } from '../../common/useTimedPopup';
import { useFormAction } from 'shared/forms';
import { choiceOutdated, needsChoice, refuseAll, saveChoice } from './consentChoice';
import { CONSENT_NS } from './translations';
import './cookie-bar.css';

// The category list and the preferences dialog load when the visitor opens them, not with every page.
const ConsentCategories = lazy(() => import('./ConsentCategories'));
const CookiePreferences = lazy(() => import('./CookiePreferences'));

/** Tell the page how much of the viewport's bottom the bar covers, so focus scrolls clear of it. */
function useReservedHeight(ref: RefObject<HTMLElement | null>, visible: boolean): void {
  useEffect(() => {
    const node = ref.current;
    const root = document.documentElement;
    if (!visible || !node) return;
    const update = () => root.style.setProperty('--cookie-bar-height', `${node.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--cookie-bar-height');
    };
  }, [ref, visible]);
}

/**
 * The cookie bar: shown until the visitor chooses (`cookie-show` is `hidden`), and again when the
 * consent revision is raised. Its first layer offers refusing all as plainly as accepting all;
 * the settings pick categories. The footer's cookie settings link (`consent:open`) opens the
 * preferences dialog with the current choice at any time. The shell pushes the Consent Mode
 * `consent default` at start; the bar pushes it too when it runs without the shell (no-op when
 * already there), and a `consent update` with the analytics events on every choice.
 */
export function CookieBar() {
  const { t } = useTranslation(CONSENT_NS);
  const locale = useLocale();
  // The visitor's cookies decide from the first render: the server reads them from the request, so
  // the bar is in the page's HTML (painted at once, never inserted later) and hydrates as it is.
  const [visible, setVisible] = useState(needsChoice);
  const [outdated] = useState(choiceOutdated);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [choice, setChoice] = useState<CategoryChoice>(() => storedConsent().choice);
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const settingsId = useId();
  const formId = useId();
  // The bar's choice is its form's (`consent`): stored, reported, and the bar goes.
  const form = useFormAction('consent', {}, { onDone: () => hide() });

  useEffect(() => {
    pushConsentDefault();
  }, []);
  useBusEvent('consent:open', () => setPreferencesOpen(true));
  useHoldPopups(visible);
  useReservedHeight(ref, visible);

  const hide = () => {
    setVisible(false);
    setSettingsOpen(false);
  };
  const save = (next: CategoryChoice) => {
    if (CONSENT_CATEGORIES.some((category) => next[category])) saveChoice(next);
    else refuseAll();
    hide();
    setPreferencesOpen(false);
    bus.emit('notice', { kind: 'success', message: t('saved') });
  };
  const privacyHref = pathFor('info', locale, { id: '1', slug: t('privacySlug') });
  const preferences = preferencesOpen && (
    <Suspense fallback={null}>
      <CookiePreferences onSave={save} onClose={() => setPreferencesOpen(false)} />
    </Suspense>
  );

  if (!visible) return preferences || null;

  return (
    <>
      <section ref={ref} className="chrome-cookie-bar" aria-labelledby={titleId}>
        <div className="chrome-cookie-bar__inner container">
          <div className="chrome-cookie-bar__intro">
            <h2 className="chrome-cookie-bar__title" id={titleId}>
              {t('title')}
            </h2>
            {outdated && <p className="chrome-cookie-bar__text chrome-cookie-bar__revised">{t('revised')}</p>}
            <p className="chrome-cookie-bar__text">{t('text')}</p>
            <p className="chrome-cookie-bar__text">
              <a className="chrome-cookie-bar__privacy" href={privacyHref} target="_blank" rel="noopener noreferrer">
                {t('privacy')}
                <span className="visually-hidden"> {t('newTab')}</span>
              </a>
            </p>
          </div>

          {settingsOpen && (
            <Suspense fallback={null}>
              <ConsentCategories
                choice={choice}
                onChange={setChoice}
                id={settingsId}
                text={t('settingsText')}
                form={formId}
              />
            </Suspense>
          )}

          {/* A real form: pressed before the scripts run, a choice posts to this page and the
              server stores it in the same cookies (the page comes back without the bar). */}
          <form
            id={formId}
            className="chrome-cookie-bar__actions"
            method="post"
            onSubmit={form.send}
            aria-busy={form.sending}
          >
            <input type="hidden" name="form" value="consent" />
            <button type="submit" name="choice" value="all" className="btn">
              {t('acceptAll')}
            </button>
            <button type="submit" name="choice" value="none" className="btn">
              {t('refuseAll')}
            </button>
            {settingsOpen && (
              <button type="submit" name="choice" value="selected" className="btn btn--outline">
                {t('acceptSelected')}
              </button>
            )}
            <button
              type="button"
              className="btn btn--outline chrome-cookie-bar__settings-toggle"
              aria-expanded={settingsOpen}
              aria-controls={settingsOpen ? settingsId : undefined}
              onClick={() => setSettingsOpen((open) => !open)}
            >
              {settingsOpen ? t('closeSettings') : t('openSettings')}
            </button>
          </form>
        </div>
      </section>
      {preferences}
    </>
  );
}
