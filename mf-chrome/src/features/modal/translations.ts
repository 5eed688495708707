import { registerTranslations } from 'shared';

/** Strings of the global modal and the contact detail it shows, in the `chrome` namespace. */
registerTranslations('chrome', {
  cs: {
    modal: { label: 'Dialogové okno' },
    contact: { email: 'E-mail', phone: 'Telefon', photo: 'Fotografie: {{name}}' },
  },
  en: {
    modal: { label: 'Dialog' },
    contact: { email: 'E-mail', phone: 'Phone', photo: 'Photo: {{name}}' },
  },
});
