import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, bus, pathFor, SafeHtml, useBusEvent, useLocale } from 'shared';
import { CloseIcon, SmartPointIcon } from '../../common/icons';
import { useDialog } from '../../common/useDialog';
import './translations';
import './smartpoint.css';

/** The info page whose text the Smart Point bar shows. */
const SMART_POINT_INFO_PAGE = 2;

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
 * when the global modal opens, on Escape and on the backdrop. While open it behaves as a modal
 * dialog: focus on its close button, Tab kept inside, page scroll locked, focus back on close.
 */
export function SmartPointBar() {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { text, loaded } = useSmartPointText();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  useBusEvent('smartpoint:toggle', (payload) => {
    const force = payload?.open;
    setOpen((value) => (typeof force === 'boolean' ? force : !value));
  });
  useBusEvent('modal:open', () => setOpen(false));

  const close = useCallback(() => setOpen(false), []);
  useDialog(open, panelRef, close, { initialFocus: closeRef, backdrop: backdropRef });

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
            <div
              ref={backdropRef}
              className="chrome-smartpoint__backdrop"
              aria-hidden="true"
              data-testid="chrome-smartpoint-backdrop"
            />
            <aside
              ref={panelRef}
              className="chrome-smartpoint__panel"
              role="dialog"
              aria-modal="true"
              aria-labelledby="chrome-smartpoint-title"
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
                  onClick={close}
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
                <Link className="btn chrome-smartpoint__more" to={pathFor('smartpoint', locale)} onClick={close}>
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
