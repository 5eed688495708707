import { IntroPopup } from '../features/intro-popup/IntroPopup';
import { NewsletterPopup } from '../features/newsletter/NewsletterPopup';

/** The remote's texts besides Czech, which the shell loads with this module in the page's language. */
export { otherLanguages } from '../common/otherLanguages';

/**
 * `mf_chrome/IntroPopup`: the timed pop-ups and the top promo banner — the intro banner pop-up at
 * 3 s and the newsletter pop-up at 60 s (each waits while another dialog is open).
 */
export default function Popups() {
  return (
    <>
      <IntroPopup />
      <NewsletterPopup />
    </>
  );
}
