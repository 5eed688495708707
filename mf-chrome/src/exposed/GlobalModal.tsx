import { GlobalModal } from '../features/modal/GlobalModal';

/** `mf_chrome/GlobalModal`: the one modal frame of the site; form bodies come from the shell. */
export default GlobalModal;
