import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, bus, pathFor, SafeHtml, useBusEvent, useLocale } from 'shared';
import { CloseIcon, SmartPointIcon } from '../header/icons';
import './translations';
import './smartpoint.css';

/** Info page 2 holds the Smart Point bar's text (spec §7). */
export const SMART_POINT_INFO_PAGE = 2;

/** Info page 2's text in the current locale; loaded on mount and on locale change, failures ignored. */
function useSmartPointText(): { text: string | null; loaded: boolean } {
  const locale = useLocale();
  const [state, setState] = useState<{ locale: string; text: string | null; loaded: boolean }>({
    locale,
    text: null,
    loaded: false,
  });
  useEffect(() => {
    let current = true;
    api
      .get<{ text?: string }>(`/api/info/page/${SMART_POINT_INFO_PAGE}`, { params: { lang: locale } })
      .then(
        ({ data }) =>
          current && setState({ locale, text: typeof data?.text === 'string' ? data.text : null, loaded: true }),
      )
      .catch(() => current && setState({ locale, text: null, loaded: true }));
    return () => {
      current = false;
    };
  }, [locale]);
  return state.locale === locale ? state : { text: null, loaded: false };
}

/**
 * The Smart Point side bar: opens and closes on `smartpoint:toggle` (`open` forces a state), closes
 * when the global modal opens, on Escape and on the backdrop. Page scroll is locked while open.
 */
export default function SmartPointBar() {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { text, loaded } = useSmartPointText();
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useBusEvent('smartpoint:toggle', (payload) => {
    const force = payload?.open;
    setOpen((value) => (typeof force === 'boolean' ? force : !value));
  });
  useBusEvent('modal:open', () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      // Back to where the visitor was, unless something else (the modal) took focus meanwhile.
      if (target?.isConnected && (document.activeElement === document.body || document.activeElement === null))
        target.focus();
    };
  }, [open]);

  /** Keep Tab inside the open panel. */
  function trapFocus(event: ReactKeyboardEvent<HTMLElement>) {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      <button
        type="button"
        className="chrome-smartpoint-tab"
        aria-expanded={open}
        aria-controls="chrome-smartpoint-bar"
        aria-label={t('smartpoint.tabLabel')}
        onClick={() => bus.emit('smartpoint:toggle', {})}
      >
        <SmartPointIcon />
        <span>{t('smartpoint.tab')}</span>
      </button>
      <div id="chrome-smartpoint-bar" className="chrome-smartpoint" hidden={!open}>
        {open && (
          <>
            <div className="chrome-smartpoint__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
            <aside
              className="chrome-smartpoint__panel"
              role="dialog"
              aria-modal="true"
              aria-labelledby="chrome-smartpoint-title"
              onKeyDown={trapFocus}
            >
              <div className="chrome-smartpoint__head">
                <h2 className="chrome-smartpoint__title" id="chrome-smartpoint-title">
                  <SmartPointIcon />
                  {t('smartpoint.title')}
                </h2>
                <button
                  ref={closeRef}
                  type="button"
                  className="chrome-smartpoint__close"
                  aria-label={t('smartpoint.close')}
                  onClick={() => setOpen(false)}
                >
                  <CloseIcon />
                </button>
              </div>
              <div className="chrome-smartpoint__body" aria-busy={!loaded}>
                {text ? (
                  <SafeHtml className="chrome-smartpoint__text" html={text} />
                ) : loaded ? (
                  <p className="chrome-smartpoint__text">{t('smartpoint.lead')}</p>
                ) : (
                  <p className="chrome-smartpoint__loading">{t('common:remote.loading')}</p>
                )}
              </div>
              <div className="chrome-smartpoint__foot">
                <Link
                  className="btn chrome-smartpoint__more"
                  to={pathFor('smartpoint', locale)}
                  onClick={() => setOpen(false)}
                >
                  {t('smartpoint.more')}
                </Link>
              </div>
            </aside>
          </>
        )}
      </div>
    </>
  );
}
