import { registerTranslations } from 'shared';
import cs from './locales/cs.json';

/** The cookie bar's namespace. */
export const CONSENT_NS = 'chrome-consent';

// Czech, the fallback of every text; English comes with an English page (`otherLanguages`).
registerTranslations(CONSENT_NS, { cs });
