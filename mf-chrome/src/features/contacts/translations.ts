import { registerTranslations } from 'shared';

/** Strings of the contact cards (namespace `chrome`). */
registerTranslations('chrome', {
  cs: {
    contacts: {
      branches: 'Kde nás najdete',
      people: 'Lidé, kteří vám pomohou',
      enlarge: 'Zvětšit fotografii pobočky {{name}}',
      details: 'podrobnosti',
    },
  },
  en: {
    contacts: {
      branches: 'Where to find us',
      people: 'People who will help you',
      enlarge: 'Enlarge the photo of the {{name}} office',
      details: 'details',
    },
  },
});
