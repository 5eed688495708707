import { CookieBar } from '../features/cookie-bar/CookieBar';

/** The remote's texts besides Czech, which the shell loads with this module in the page's language. */
export { otherLanguages } from '../common/otherLanguages';

/** `mf_chrome/CookieBar`: the cookie consent bar. */
export default CookieBar;
