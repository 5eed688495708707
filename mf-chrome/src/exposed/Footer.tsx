// Import order is style order: the footer's styles come after those of the parts it brings along.
import { Notices } from '../features/notices/Notices';
import { SmartPointBar } from '../features/smartpoint/SmartPointBar';
import { SiteFooter } from '../features/footer/Footer';
import { FloatingAsk } from '../features/footer/FloatingAsk';

/**
 * `mf_chrome/Footer`: the site footer, then what every page has below it: the floating Ask button,
 * the Smart Point side bar and the notices (snackbars).
 */
export default function Footer() {
  return (
    <>
      <SiteFooter />
      <FloatingAsk />
      <SmartPointBar />
      <Notices />
    </>
  );
}
