import { useEffect, useRef, useState } from 'react';
import { Link, pathFor, SafeHtml, useLocale, useTranslation } from 'shared';
import { CloseIcon, SmartPointIcon } from '../../common/icons';
import { useDialog } from '../../common/useDialog';
import { fetchInfoPage } from './api';

/** The info page whose text the Smart Point bar shows. */
const SMART_POINT_INFO_PAGE = 2;

/** Info page 2's text in the current locale; loaded when the panel opens and on a locale change, failures ignored. */
function useSmartPointText(): { text: string | null; loaded: boolean } {
  const locale = useLocale();
  const [state, setState] = useState<{ locale: string; text: string | null; loaded: boolean }>({
    locale,
    text: null,
    loaded: false,
  });
  useEffect(() => {
    let current = true;
    fetchInfoPage(SMART_POINT_INFO_PAGE, locale).then(
      (page) => current && setState({ locale, text: page.text, loaded: true }),
      () => current && setState({ locale, text: null, loaded: true }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return state.locale === locale ? state : { text: null, loaded: false };
}

/**
 * The open Smart Point panel, a modal dialog: focus on its close button, Tab kept inside, page
 * scroll locked, closed by Escape and the backdrop, focus back where it was on close. Loaded with
 * the first opening, not with every page.
 */
export default function SmartPointPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  const { text, loaded } = useSmartPointText();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useDialog(true, panelRef, onClose, { initialFocus: closeRef, backdrop: backdropRef });

  return (
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
            onClick={onClose}
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
          <Link className="btn chrome-smartpoint__more" to={pathFor('smartpoint', locale)} onClick={onClose}>
            {t('smartpoint.more')}
          </Link>
        </div>
      </aside>
    </>
  );
}
