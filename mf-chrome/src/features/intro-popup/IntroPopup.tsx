import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCookie, setCookie, useLocale, useUi } from 'shared';
import { useDialog } from '../../common/useDialog';
import { bannerSrc, isWideViewport, useBanners, type Banner } from './banners';
import { BannerLink } from './BannerLink';
import { PromoBanner, usePromoExpiry } from './PromoBanner';
import './translations';
import './intro-popup.css';

/** When the intro pop-up appears after load. */
const INTRO_DELAY_MS = 3_000;
/** While the visitor is typing, the pop-up waits and looks again this often. */
const INTRO_RECHECK_MS = 1_000;

function isTyping(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement ||
    (active instanceof HTMLElement && active.isContentEditable)
  );
}

function IntroDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation('chrome');
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useDialog(true, ref, onClose, { initialFocus: closeRef, backdrop: backdropRef });
  return (
    <div ref={backdropRef} className="chrome-intro" data-testid="chrome-intro-backdrop">
      <div
        className="chrome-intro__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={banner.title || t('intro.label')}
        ref={ref}
        tabIndex={-1}
      >
        <button
          type="button"
          className="chrome-intro__close"
          ref={closeRef}
          onClick={onClose}
          aria-label={t('intro.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
        <BannerLink url={banner.url} className="chrome-intro__link" onClick={onClose}>
          <img className="chrome-intro__image" src={bannerSrc(banner)} alt={banner.title} />
        </BannerLink>
      </div>
    </div>
  );
}

/**
 * The intro banner pop-up: 3 s after load it shows the desktop (≥ 768 px) or mobile
 * banner of `GET /api/poster`, unless `intro-popup` is `hidden` or the site is in maintenance.
 * Closing it (×, Escape, backdrop) or following its link hides it for 14 days. Also renders the
 * top promo banner, which hides itself at 30 s.
 */
export function IntroPopup() {
  const locale = useLocale();
  const maintenance = useUi((state) => state.maintenance);
  const [introHidden, setIntroHidden] = useState(() => getCookie('introPopup') === 'hidden');
  const [promoHidden, setPromoHidden] = useState(() => getCookie('topBanner') === 'hidden');
  const [due, setDue] = useState(false);
  const banners = useBanners(locale, !maintenance && !(introHidden && promoHidden));

  useEffect(() => {
    let timer = setTimeout(function show() {
      // Never interrupt typing: a dialog taking focus would swallow the next keystrokes.
      if (isTyping()) {
        timer = setTimeout(show, INTRO_RECHECK_MS);
        return;
      }
      // Another tab may have hidden it meanwhile.
      if (getCookie('introPopup') === 'hidden') setIntroHidden(true);
      setDue(true);
    }, INTRO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const closeIntro = useCallback(() => {
    setCookie('introPopup', 'hidden');
    setIntroHidden(true);
  }, []);
  const hidePromo = useCallback(() => setPromoHidden(true), []);

  const desktop = banners?.['banner.popup_desktop'];
  const mobile = banners?.['banner.popup_mobile'];
  const intro =
    due && !introHidden && !maintenance ? (isWideViewport() ? (desktop ?? mobile) : (mobile ?? desktop)) : undefined;
  const promo = !promoHidden && !maintenance ? banners?.['banner.promo'] : undefined;

  const promoShown = useRef(false);
  promoShown.current = promo !== undefined;
  usePromoExpiry(() => {
    if (promoShown.current) setCookie('topBanner', 'hidden');
    setPromoHidden(true);
  });

  return (
    <>
      {promo && <PromoBanner banner={promo} onHide={hidePromo} />}
      {intro && <IntroDialog banner={intro} onClose={closeIntro} />}
    </>
  );
}
