import { registerTranslations } from 'shared';
import { CONSENT_NS } from './translations';
import cs from './locales/preferences.cs.json';

// Czech, the fallback of every text; English comes with an English page (`otherLanguages`).
registerTranslations(CONSENT_NS, { cs });
