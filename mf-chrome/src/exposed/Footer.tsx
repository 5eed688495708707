// Import order is style order: the footer's styles come after those of the parts it brings along.
import { lazy, Suspense } from 'react';
import { matchRoute, useLocation } from 'shared';
import { Notices } from '../features/notices/Notices';
import { SmartPointBar } from '../features/smartpoint/SmartPointBar';
import { nearScreen } from '../common/nearScreen';
import { SiteFooter } from '../features/footer/Footer';
import { FloatingAsk } from '../features/footer/FloatingAsk';

// The newsletter form works from the server's HTML as a plain form; its script (the form kit with
// it) loads when the footer comes near the screen and then takes the form over, typed text and all.
const Newsletter = lazy(() =>
  nearScreen('.chrome-footer__newsletter')
    .then(() => import('../features/newsletter/Newsletter'))
    .then((module) => ({ default: module.Newsletter })),
);

// Only the contact page shows the cards, so their code loads only there.
const ContactCards = lazy(() => import('../features/contacts/ContactCards'));

/** On the contact page: its branches and people, between the page and the footer. */
function ContactPageCards() {
  const { pathname } = useLocation();
  if (matchRoute(pathname)?.id !== 'contact') return null;
  return (
    <Suspense fallback={null}>
      <ContactCards />
    </Suspense>
  );
}

/**
 * `mf_chrome/Footer`: the contact cards on the contact page, the site footer with the newsletter
 * form, then what every page has below it: the floating Ask button, the Smart Point side bar and
 * the notices (snackbars).
 */
export default function Footer() {
  return (
    <>
      <ContactPageCards />
      <SiteFooter
        newsletter={
          <Suspense fallback={null}>
            <Newsletter />
          </Suspense>
        }
      />
      <FloatingAsk />
      <SmartPointBar />
      <Notices />
    </>
  );
}
