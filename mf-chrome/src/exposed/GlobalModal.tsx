import { GlobalModal } from '../features/modal/GlobalModal';

/** The remote's texts besides Czech, which the shell loads with this module in the page's language. */
export { otherLanguages } from '../common/otherLanguages';

/** `mf_chrome/GlobalModal`: the one modal frame of the site; form bodies come from the shell. */
export default GlobalModal;
