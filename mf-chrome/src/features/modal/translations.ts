import { registerTranslations } from 'shared';

/** Strings of the global modal, in the `chrome` namespace. */
registerTranslations('chrome', {
  cs: {
    modal: { label: 'Dialogové okno' },
  },
  en: {
    modal: { label: 'Dialog' },
  },
});
