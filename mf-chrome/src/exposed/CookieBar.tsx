import type { FormActions } from 'shared';
import { consent } from '../features/cookie-bar/actions';
import { CookieBar } from '../features/cookie-bar/CookieBar';

/** The remote's texts besides Czech, which the shell loads with this module in the page's language. */
export { otherLanguages } from '../common/otherLanguages';

/** The bar's form, whose action every page's route runs. */
export const actions: FormActions = { consent };

/** `mf_chrome/CookieBar`: the cookie consent bar. */
export default CookieBar;
