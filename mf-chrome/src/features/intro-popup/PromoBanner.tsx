import { useCallback, useEffect, useRef } from 'react';
import { setCookie, useTranslation } from 'shared';
import type { Banner } from 'shared/validation';
import { BannerLink } from './BannerLink';
import './translations';

/** How long the top promo banner stays. */
const PROMO_DURATION_MS = 30_000;

/**
 * The top promo banner (`banner.promo`), fixed at the top of the page. At 30 s it hides itself
 * and sets `top-banner=hidden` for a day; its close button does the same at once.
 */
export function PromoBanner({ banner, onHide }: { banner: Banner; onHide: () => void }) {
  const { t } = useTranslation('chrome');
  const hide = useCallback(() => {
    setCookie('topBanner', 'hidden');
    onHide();
  }, [onHide]);

  return (
    <aside className="chrome-promo" aria-label={t('promo.label')}>
      <BannerLink url={banner.url} className="chrome-promo__link">
        {/* The banner's 1200 × 80 proportions hold its room before the image arrives. */}
        <img className="chrome-promo__image" src={banner.src} alt={banner.title} width={1200} height={80} />
      </BannerLink>
      <button type="button" className="chrome-promo__close" onClick={hide} aria-label={t('promo.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

/** Calls `onExpire` once, `PROMO_DURATION_MS` after the page loaded. */
export function usePromoExpiry(onExpire: () => void): void {
  const latest = useRef(onExpire);
  latest.current = onExpire;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), PROMO_DURATION_MS);
    return () => clearTimeout(timer);
  }, []);
}
