import { IntroPopup } from '../features/intro-popup/IntroPopup';

/** `mf_chrome/IntroPopup`: the intro banner pop-up and the top promo banner. */
export default IntroPopup;
