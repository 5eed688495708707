import { i18n } from 'shared';
import english from '../locales/en';

// Tests draw the remote's components by themselves, not through the shell, which loads the
// English texts with a module drawn in English: they are there from the start.
for (const [ns, texts] of english) i18n.addResourceBundle('en', ns, texts, true, true);
