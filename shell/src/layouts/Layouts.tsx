import { useState, type ReactNode } from 'react';
import { useBusEvent, type ModalOpenPayload, usePageHandle, useTranslation } from 'shared';
import { ContentFallback, FallbackFooter, FallbackHeader } from '../features/fallback-chrome/FallbackChrome';
import { RemoteSlot } from '../federation/RemoteSlot';
import { CartButtonSlot, CartPopupsSlot } from './CartSlots';

const hidden = () => null;

function renderForm(payload: ModalOpenPayload) {
  return (
    <RemoteSlot id="mf_forms/ModalForm" props={{ payload }} fallback={(retry) => <ContentFallback retry={retry} />} />
  );
}

const cartButton = <CartButtonSlot />;

/** Below a virtual office's page: the products viewed before (mf-commerce); nothing when unavailable. */
function LastViewedStrip() {
  const page = usePageHandle();
  if (page?.routeId !== 'virtualOffice') return null;
  return <RemoteSlot id="mf_commerce/LastViewed" props={{ locale: page.locale }} fallback={hidden} />;
}

function CookieBar() {
  return <RemoteSlot id="mf_chrome/CookieBar" props={{}} fallback={hidden} />;
}

/**
 * The modal frame is loaded on the first `modal:open`, not with the page: most visits never open
 * it. The event that triggered the load is handed over so the modal opens at once.
 */
function GlobalModal() {
  const [first, setFirst] = useState<ModalOpenPayload | null>(null);
  useBusEvent('modal:open', (payload) => setFirst((current) => current ?? payload));
  if (!first) return null;
  return <RemoteSlot id="mf_chrome/GlobalModal" props={{ renderForm, initial: first }} fallback={hidden} />;
}

/** Intro pop-up and promo banner slot, header (with the cart button), main area (the page), footer, cart pop-ups, cookie bar and global modal. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <RemoteSlot id="mf_chrome/IntroPopup" props={{}} fallback={hidden} />
      <RemoteSlot id="mf_chrome/Header" props={{ cartButton }} fallback={(retry) => <FallbackHeader retry={retry} />} />
      <main id="main" tabIndex={-1}>
        {children}
        <LastViewedStrip />
      </main>
      <RemoteSlot id="mf_chrome/Footer" props={{}} fallback={() => <FallbackFooter />} />
      <CartPopupsSlot />
      <CookieBar />
      <GlobalModal />
    </>
  );
}

/** Main area (the page), modal and cookie bar only. */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1} className="simple-layout">
        {children}
      </main>
      <CookieBar />
      <GlobalModal />
    </>
  );
}
