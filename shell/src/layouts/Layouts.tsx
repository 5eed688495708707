import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { ModalOpenPayload } from 'shared';
import { ContentFallback, FallbackFooter, FallbackHeader } from '../features/fallback-chrome/FallbackChrome';
import { RemoteSlot } from '../federation/RemoteSlot';

const hidden = () => null;

function renderForm(payload: ModalOpenPayload, close: () => void) {
  return (
    <RemoteSlot
      id="mf_forms/ModalForm"
      props={{ payload, onDone: close }}
      fallback={(retry) => <ContentFallback retry={retry} />}
    />
  );
}

function CookieBar() {
  return <RemoteSlot id="mf_chrome/CookieBar" props={{}} fallback={hidden} />;
}

function GlobalModal() {
  return <RemoteSlot id="mf_chrome/GlobalModal" props={{ renderForm }} fallback={hidden} />;
}

/** Intro pop-up and promo banner slot, header, main area, footer, cookie bar and global modal. */
export function DefaultLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <RemoteSlot id="mf_chrome/IntroPopup" props={{}} fallback={hidden} />
      <RemoteSlot id="mf_chrome/Header" props={{}} fallback={(retry) => <FallbackHeader retry={retry} />} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <RemoteSlot id="mf_chrome/Footer" props={{}} fallback={() => <FallbackFooter />} />
      <CookieBar />
      <GlobalModal />
    </>
  );
}

/** Main area, modal and cookie bar only. */
export function SimpleLayout() {
  return (
    <>
      <main id="main" tabIndex={-1} className="simple-layout">
        <Outlet />
      </main>
      <CookieBar />
      <GlobalModal />
    </>
  );
}
