// Import order is style order: the footer's styles come after those of the parts it brings along.

/** The remote's texts besides Czech, which the shell loads with this module in the page's language. */
export { otherLanguages } from '../common/otherLanguages';
import { lazy, Suspense } from 'react';
import { usePageHandle, type FormActions } from 'shared';
import { Notices } from '../features/notices/Notices';
import { SmartPointBar } from '../features/smartpoint/SmartPointBar';
import { Newsletter } from '../features/newsletter/Newsletter';
import { newsletter } from '../features/newsletter/actions';
import { SiteFooter } from '../features/footer/Footer';
import { FloatingAsk } from '../features/footer/FloatingAsk';

// Only the contact page shows the cards, so their code loads only there.
const ContactCards = lazy(() => import('../features/contacts/ContactCards'));

/** On the contact page: its branches and people, between the page and the footer. */
function ContactPageCards() {
  if (usePageHandle()?.routeId !== 'contact') return null;
  return (
    <Suspense fallback={null}>
      <ContactCards />
    </Suspense>
  );
}

/** The footer's forms, run by the page's route (the footer is on every page): the newsletter. */
export const actions: FormActions = { newsletter };

/**
 * `mf_chrome/Footer`: the contact cards on the contact page, the site footer with the newsletter
 * form, then what every page has below it: the floating Ask button, the Smart Point side bar and
 * the notices (snackbars).
 */
export default function Footer() {
  return (
    <>
      <ContactPageCards />
      <SiteFooter newsletter={<Newsletter />} />
      <FloatingAsk />
      <SmartPointBar />
      <Notices />
    </>
  );
}
