import { registerTranslations } from 'shared';
import cs from './locales/cs.json';

// Czech, the fallback of every text; English comes with an English page (`otherLanguages`).
registerTranslations('chrome', { cs });
