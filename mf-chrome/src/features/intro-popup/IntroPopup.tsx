import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { getCookie, setCookie, useLocale, useUi } from 'shared';
import { useTimedPopup } from '../../common/useTimedPopup';
import { isWideViewport, useBanners } from './banners';
import { PromoBanner, usePromoExpiry } from './PromoBanner';
import './translations';
import './intro-popup.css';

// The dialog loads when the pop-up is due, not with the page.
const IntroDialog = lazy(() => import('./IntroDialog'));

/** When the intro pop-up appears after load. */
const INTRO_DELAY_MS = 3_000;

/**
 * The intro banner pop-up: 3 s after load (later while another dialog is open or the visitor types)
 * it shows the desktop (≥ 768 px) or mobile banner of `GET /api/poster`, unless `intro-popup` is
 * `hidden` or the site is in maintenance.
 * Closing it (×, Escape, backdrop) or following its link hides it for 14 days. Also renders the
 * top promo banner, which hides itself at 30 s.
 */
export function IntroPopup() {
  const locale = useLocale();
  const maintenance = useUi((state) => state.maintenance);
  const [introHidden, setIntroHidden] = useState(() => getCookie('introPopup') === 'hidden');
  const [promoHidden, setPromoHidden] = useState(() => getCookie('topBanner') === 'hidden');
  const due = useTimedPopup(INTRO_DELAY_MS);
  const banners = useBanners(locale, !maintenance && !(introHidden && promoHidden));

  useEffect(() => {
    // Another tab may have hidden it meanwhile.
    if (due && getCookie('introPopup') === 'hidden') setIntroHidden(true);
  }, [due]);

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
      {intro && (
        <Suspense fallback={null}>
          <IntroDialog banner={intro} onClose={closeIntro} />
        </Suspense>
      )}
    </>
  );
}
