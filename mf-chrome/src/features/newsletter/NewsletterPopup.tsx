import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getCookie, setCookie, usePageHandle, useParams } from 'shared';
import { useTimedPopup } from '../../common/useTimedPopup';

// The dialog and its form load when the pop-up is due, not with the page.
const NewsletterDialog = lazy(() => import('./NewsletterDialog'));

/** When the newsletter pop-up appears after load. */
const NEWSLETTER_DELAY_MS = 60_000;

/** The data-protection page (info page 1), where the pop-up never shows. */
function useOnPrivacyPage(): boolean {
  const page = usePageHandle();
  const { id } = useParams();
  return page?.routeId === 'info' && id === '1';
}

/**
 * The newsletter pop-up: 60 s after load, unless `newsletter-popup` is `hidden` or the visitor is
 * on the data-protection page. It waits while another dialog is open, while the cookie bar asks
 * for a choice and while the visitor types. The same form as the footer's; closing it (×, Escape,
 * a click outside) or subscribing hides it for 60 days. After subscribing it stays open with the
 * confirmation until the visitor closes it.
 */
export function NewsletterPopup() {
  const [hidden, setHidden] = useState(true);
  const [open, setOpen] = useState(false);
  const onPrivacyPage = useOnPrivacyPage();
  const due = useTimedPopup(NEWSLETTER_DELAY_MS, true);

  // The cookie is read after the first render, so server and browser render the same markup; it
  // is read again when the pop-up is due, as another tab may have hidden it meanwhile.
  useEffect(() => setHidden(getCookie('newsletterPopup') === 'hidden'), [due]);
  useEffect(() => {
    if (due && !hidden && !onPrivacyPage) setOpen(true);
  }, [due, hidden, onPrivacyPage]);

  const hide = useCallback(() => setCookie('newsletterPopup', 'hidden'), []);
  const close = useCallback(() => {
    hide();
    setHidden(true);
    setOpen(false);
  }, [hide]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={close} onSubscribed={hide} />
    </Suspense>
  );
}
