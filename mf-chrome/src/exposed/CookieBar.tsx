import { CookieBar } from '../features/cookie-bar/CookieBar';

/** `mf_chrome/CookieBar`: the cookie consent bar. */
export default CookieBar;
